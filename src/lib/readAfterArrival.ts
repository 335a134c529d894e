// One read shared by every caller of the same moment, with a promise each caller can rely on:
// the read it gets began after it asked. A read that begins after a request arrived is as good
// as that request's own read (whatever that request could have seen had happened before it),
// so the read is begun on the next turn of the event loop, and every caller that asks before
// then waits for that same read; one that asks after it has begun waits for the next one.

export function readAfterArrival<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  return () => {
    next ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        next = undefined; // this read begins now: whoever asks from here on waits for a later one
        read().then(resolve, reject);
      });
    });
    return next;
  };
}
