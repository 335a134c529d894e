// Long loops whose every await is a microtask (the embedded database answers synchronously, the
// sanitiser is plain code) never let the event loop serve anyone else. A slicer lets waiting
// requests in whenever the loop has held the thread for a slice.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** An `await slice()` that yields to the event loop once `sliceMs` have passed since the last yield. */
export function timeSlicer(sliceMs = 8): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
