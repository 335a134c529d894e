// Plays the hero's background video only for visitors who have not asked for reduced motion.
// The server HTML never autoplays: playback starts here, after hydration, and stops again if
// the preference changes. A visitor may still pause or play it with the hero's button.
import { useCallback, useEffect, useRef, useState } from 'react';
import { reducedMotionQuery } from './prefersReducedMotion';

export function useBackgroundVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true; // React sets muted as a property, not from the server's attribute
    const query = reducedMotionQuery();
    const follow = () => {
      if (query.matches) video.pause();
      else video.play().catch(() => undefined); // a browser may refuse autoplay: the poster stays
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    query.addEventListener('change', follow);
    follow();
    return () => {
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
