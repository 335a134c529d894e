// The value a map holds for a key, made and added when it holds none: for nested maps built on
// a hot path, where `newMap` (made once) spares every call a closure.

export function entry<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => NoInfer<V>): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

export const newMap = <K, V>() => new Map<K, V>();
