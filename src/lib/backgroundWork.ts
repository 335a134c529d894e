// Work a request starts but does not wait for: its answer goes out first (so, for a signup, a
// new address and a known one take the same time to answer and cannot be told apart). A failure
// is logged; the server waits for what is still running before it closes the database, and the
// tests wait for it before they look at what it wrote.
const running = new Set<Promise<void>>();

export function runInBackground(label: string, task: () => Promise<unknown>): void {
  const work: Promise<void> = task().then(
    () => undefined,
    (error: unknown) => console.error(`[background] ${label} failed:`, error instanceof Error ? error.message : error),
  );
  running.add(work);
  void work.finally(() => running.delete(work));
}

/** Resolves once everything started so far (and whatever it started meanwhile) has finished. */
export async function backgroundWorkSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
