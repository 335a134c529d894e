// Work a process does again and again in the background (the outbox's sender, scheduled sends):
// a round now, then one `pollMs` after each round ends, never two at once. A round that throws
// is logged and the loop goes on; stop() waits for the round in progress.

export interface PollingLoop {
  stop(): Promise<void>;
}

/** `round` gets whether the loop was stopped meanwhile, so a long round can end early. */
export function startPollingLoop(pollMs: number, failureLabel: string, round: (stopped: () => boolean) => Promise<void>): PollingLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = (async () => {
      try {
        await round(() => stopped);
      } catch (error) {
        console.error(`${failureLabel}:`, (error instanceof Error ? error.message : String(error)).slice(0, 1000));
      }
      if (!stopped) timer = setTimeout(tick, pollMs);
    })();
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
