/** Reads the optional '?exclude=<id>' of the random endpoints; anything but a positive integer is ignored. */
export function excludeParam(query: URLSearchParams): number | undefined {
  const raw = query.get('exclude');
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
