// The publish time an admin save ends with. Absent from the body: a new item is published at
// once and an existing one keeps its time (the spec keeps publishedAt on edit); null: a draft,
// which the public pages never show; a date: that time (a future one schedules it).
export function publishDateOf(given: string | null | undefined, existing: Date | null | undefined, now = new Date()): Date | null {
  if (given === null) return null;
  if (given !== undefined) return new Date(given);
  return existing === undefined ? now : existing;
}

export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
