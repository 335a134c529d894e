// Filter values kept in the address bar (?q=...&category=...), so a filtered list can be shared
// and Back restores it. They are read from the router's URL, which is the request URL on the
// server and the page URL in the browser, so the first render is the same on both sides.
import { useEffect, useState } from 'react';
import { useNavigation } from '../../app/router';
import { readUrlFilters, type FilterSpec, type UrlFilters } from '../../lib/urlFilters';

/** Typing writes the address once it pauses, not on every keystroke. */
const URL_WRITE_DELAY_MS = 300;

export function useUrlFilters<K extends string>(spec: FilterSpec<K>): [UrlFilters<K>, (changes: Partial<UrlFilters<K>>) => void] {
  const { path, search } = useNavigation();
  const [filters, setFilters] = useState(() => readUrlFilters(search, spec));
  const { names } = spec;

  // Also runs once after mounting, which drops a value from the address that its check refused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: writes the address when the filters change; names is fixed, and path is only compared against
  useEffect(() => {
    const timer = setTimeout(() => {
      // A navigation may have started meanwhile: never rewrite another page's address.
      if (window.location.pathname !== path) return;
      const params = new URLSearchParams(window.location.search);
      for (const name of names) {
        if (filters[name]) params.set(name, filters[name]);
        else params.delete(name);
      }
      const query = params.toString();
      const next = `${path}${query ? `?${query}` : ''}${window.location.hash}`;
      if (next !== window.location.pathname + window.location.search + window.location.hash) window.history.replaceState(window.history.state, '', next);
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters]);

  return [filters, (changes) => setFilters((current) => ({ ...current, ...changes }))];
}
