// Plays the hero's background video only for visitors who have not asked for reduced motion,
// on screens at least 768 px wide, and not when the browser asks to save data: on a phone the
// poster stands in, sparing half a megabyte and the decoding work (a visitor may still start
// it with the hero's button). The server HTML never autoplays: playback starts here, once the
// page has loaded, and follows the preference if it changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { autoplayQuery } from './prefersReducedMotion';

export function useBackgroundVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true; // React sets muted as a property, not from the server's attribute
    const query = autoplayQuery();
    const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
    const follow = () => {
      if (!query.matches || saveData) video.pause();
      else video.play().catch(() => undefined); // a browser may refuse autoplay: the poster stays
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    query.addEventListener('change', follow);
    // After the load event, so the video does not compete with the page's own resources.
    if (document.readyState === 'complete') follow();
    else window.addEventListener('load', follow, { once: true });
    return () => {
      window.removeEventListener('load', follow);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      query.removeEventListener('change', follow);
    };
  }, []);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  }, []);

  return { videoRef, playing, toggle };
}
