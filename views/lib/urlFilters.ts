// Filter values kept in the address bar (?q=...&category=...). Reading them is shared by the
// page (useUrlFilters) and the server, which prefetches the list window for the same filters.

export type UrlFilters<K extends string> = Record<K, string>;

/** A check per filter; a value from the address that fails it is read as '' (no filter). */
export type FilterChecks<K extends string> = Partial<Record<K, (value: string) => boolean>>;

export interface FilterSpec<K extends string> {
  names: readonly K[];
  checks?: FilterChecks<K>;
}

export function readUrlFilters<K extends string>(search: string, { names, checks = {} }: FilterSpec<K>): UrlFilters<K> {
  const params = new URLSearchParams(search);
  const read = (name: K) => {
    const value = params.get(name) ?? '';
    return checks[name] && !checks[name](value) ? '' : value;
  };
  return Object.fromEntries(names.map((name) => [name, read(name)])) as UrlFilters<K>;
}
