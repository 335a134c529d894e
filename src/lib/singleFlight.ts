// Concurrent calls for the same key share one promise: a burst of requests for an item missing
// from the memory cache costs one database read, not one per request.
export function singleFlight<V>(): (key: string, load: () => Promise<V>) => Promise<V> {
  const inFlight = new Map<string, Promise<V>>();
  return (key, load) => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
