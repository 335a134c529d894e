// A thin bar under the fixed header that fills as the reader moves through the article body.
// It is a progressbar for assistive tech (not a live region, so scrolling announces nothing).
// The server renders it empty; the fill is moved through the CSSOM (never a style attribute,
// which the CSP forbids) by trackReadingProgress, loaded at the reader's first scroll or tap or
// when the browser is idle (views/lib/whenReaderIsFree.ts), never in the hydration's tasks.
import { useEffect, useRef, type RefObject } from 'react';
import { whenReaderIsFree } from '../../lib/whenReaderIsFree';

export function ReadingProgress({ body }: { body: RefObject<HTMLElement | null> }) {
  const bar = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once on mount; the article body ref is attached by then and stays for the page's life
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancel = whenReaderIsFree(() => {
      void import('./trackReadingProgress').then(({ trackReadingProgress }) => {
        if (!unmounted && body.current && bar.current) stop = trackReadingProgress(body.current, bar.current, bar.current.firstElementChild as HTMLElement);
      });
    });
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, []);

  return (
    <div ref={bar} className="article-progress print-hidden" role="progressbar" aria-label="Reading progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={0}>
      <div />
    </div>
  );
}
