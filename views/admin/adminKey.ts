// The admin key the user typed. It lives in memory and in this tab's sessionStorage, so moving
// between admin pages (or reloading one) does not ask again, while closing the tab forgets it.
// It never goes into a URL, a query key or the server's HTML: the server always renders the
// gate (its snapshot is ''), and the browser reads the stored key only after hydrating.
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'admin-secret';
let current: string | null = null;
const listeners = new Set<() => void>();

function stored(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return ''; // storage disabled: the key lasts as long as the page
  }
}

export function getAdminKey(): string {
  if (typeof window === 'undefined') return '';
  if (current === null) current = stored();
  return current;
}

export function setAdminKey(key: string): void {
  current = key;
  try {
    if (key) window.sessionStorage.setItem(STORAGE_KEY, key);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage disabled: memory only
  }
  for (const listener of listeners) listener();
}

export const forgetAdminKey = () => setAdminKey('');

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current key ('' when none); '' on the server and during hydration. */
export function useAdminKey(): string {
  return useSyncExternalStore(subscribe, getAdminKey, () => '');
}
