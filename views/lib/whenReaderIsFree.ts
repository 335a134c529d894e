// Work a page can put off (the post's reading progress and related articles, issue 48): started
// at the reader's first scroll, tap or key, or once the browser is idle, whichever comes first,
// so it never lands in the tasks that hydrate the page.

const FIRST_INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
/** How long an idle callback may wait before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `start` once, when the reader first acts or the browser is idle; returns a cancel. */
export function whenReaderIsFree(start: () => void): () => void {
  let done = false;
  const cancel = () => {
    done = true;
    for (const type of FIRST_INTERACTIONS) removeEventListener(type, run);
    if (idle !== undefined) (window.cancelIdleCallback ?? clearTimeout)(idle);
  };
  function run() {
    if (done) return;
    cancel();
    start();
  }
  for (const type of FIRST_INTERACTIONS) addEventListener(type, run, { passive: true, once: true });
  // Safari has no requestIdleCallback: a timer after the hydration tasks stands in.
  const idle: number | undefined = window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(run, 200);
  return cancel;
}
