// Unsaved text kept on this device (localStorage) for a form that does not save itself: the
// create form and a published or scheduled item. On return the form offers the copy back.
import { useEffect, useState } from 'react';

const KEEP_DELAY_MS = 500;

export interface LocalCopy<D> {
  draft: D;
  /** When it was kept (ISO). */
  keptAt: string;
}

function read<D>(storageKey: string): LocalCopy<D> | null {
  try {
    const text = window.localStorage.getItem(storageKey);
    return text ? (JSON.parse(text) as LocalCopy<D>) : null;
  } catch {
    return null; // storage disabled or the copy unreadable: nothing to offer
  }
}

function write(storageKey: string, copy: LocalCopy<unknown> | null) {
  try {
    if (copy) window.localStorage.setItem(storageKey, JSON.stringify(copy));
    else window.localStorage.removeItem(storageKey);
  } catch {
    // storage full or disabled: the copy is a convenience
  }
}

/**
 * Keeps `draft` under `storageKey` while `unsaved` (and `enabled`); returns the copy found when
 * the form opened (until taken or discarded) and `forget` for after a save.
 */
export function useLocalCopy<D>(storageKey: string, draft: D, unsaved: boolean, enabled: boolean) {
  const [offered, setOffered] = useState<LocalCopy<D> | null>(null);

  useEffect(() => {
    if (enabled) setOffered(read<D>(storageKey));
  }, [storageKey, enabled]);

  useEffect(() => {
    if (!enabled || !unsaved) return;
    const timer = setTimeout(() => write(storageKey, { draft, keptAt: new Date().toISOString() }), KEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [storageKey, draft, unsaved, enabled]);

  const forget = () => {
    write(storageKey, null);
    setOffered(null);
  };
  return { offered, dismiss: () => setOffered(null), forget };
}
