// The admin lists' order: drafts (no publish time) first, then newest published first, the
// id breaking ties. Sorted in code because MySQL and SQLite place NULLs differently.
export function byNewestPublished(a: { id: number; publishedAt: Date | null }, b: { id: number; publishedAt: Date | null }): number {
  const at = a.publishedAt?.getTime() ?? Infinity;
  const bt = b.publishedAt?.getTime() ?? Infinity;
  return at === bt ? b.id - a.id : bt - at;
}
