// The moving part of the reading-progress bar, loaded after the page is interactive (nothing
// needs it before the reader scrolls). Once per animation frame after a scroll or resize, it
// scales the fill through the CSSOM and updates aria-valuenow when the whole percent changes.

/** 0 before the body's top reaches the bar, 1 once the body's end is in view. */
function progressThrough(body: HTMLElement, barTop: number): number {
  const { top, height } = body.getBoundingClientRect();
  const distance = height - (window.innerHeight - barTop);
  if (distance <= 0) return top <= barTop ? 1 : 0;
  return Math.min(1, Math.max(0, (barTop - top) / distance));
}

/** Starts following the scroll; returns the function that stops it. */
export function trackReadingProgress(body: HTMLElement, bar: HTMLElement, fill: HTMLElement): () => void {
  let frame = 0;
  let shown = -1;
  const update = () => {
    frame = 0;
    const progress = progressThrough(body, bar.getBoundingClientRect().top);
    fill.style.transform = `scaleX(${progress})`;
    const percent = Math.round(progress * 100);
    if (percent !== shown) {
      shown = percent;
      bar.setAttribute('aria-valuenow', String(percent));
    }
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  schedule();
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener('scroll', schedule);
    removeEventListener('resize', schedule);
  };
}
