// How a change applies to settings: objects are merged field by field, at any depth; a list, a
// text, a number, a boolean or null replaces what was there.

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function mergeSettings<T>(base: T, change: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(change)) return (change === undefined ? base : change) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(change)) {
    if (key === '__proto__' || key === 'constructor' || value === undefined) continue;
    merged[key] = mergeSettings(base[key], value);
  }
  return merged as T;
}
