// Autosave of a draft being edited: a background save at most every 5 s while the owner types,
// and one more as the page is hidden or left (a keepalive request outlives the tab). It reports
// "Saving…", "Saved at HH:MM" or why it failed.
import { useEffect, useRef, useState } from 'react';
import { failureReason } from '../adminApi';
import { formatClock } from './ownerTime';

export const AUTOSAVE_INTERVAL_MS = 5000;
/** A pause after the last keystroke before a save, so a word is not cut in half. */
const SETTLE_MS = 1000;

export type AutosaveState = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; at: Date } | { state: 'failed'; reason: string } | { state: 'waiting'; reason: string };

export interface AutosaveOptions {
  enabled: boolean;
  /** The form holds changes no save has sent. */
  unsaved: boolean;
  /** Why the draft cannot be saved yet (a required field is empty), or null. */
  blocked: string | null;
  /** Saves the draft as it is now; resolves once the server answered. */
  save: () => Promise<void>;
  /** Sends the draft as it is now with a keepalive request (the page is going away). */
  saveOnLeave: () => void;
  /** The draft: a change starts the wait for the next save, unless one is already waiting. */
  draft: unknown;
}

export function useAutosave({ enabled, unsaved, blocked, save, saveOnLeave, draft }: AutosaveOptions): AutosaveState {
  const [status, setStatus] = useState<AutosaveState>({ state: 'idle' });
  const lastSaveAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ save, saveOnLeave, unsaved, blocked, enabled });
  latest.current = { save, saveOnLeave, unsaved, blocked, enabled };

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the draft may start a wait
  useEffect(() => {
    if (!enabled || !unsaved) return;
    if (blocked) {
      setStatus({ state: 'waiting', reason: blocked });
      return;
    }
    if (timer.current) return; // a save is already due: typing does not put it off
    const run = async () => {
      timer.current = null;
      const now = latest.current;
      if (!now.enabled || !now.unsaved || now.blocked) return;
      lastSaveAt.current = Date.now();
      setStatus({ state: 'saving' });
      try {
        await now.save();
        setStatus({ state: 'saved', at: new Date() });
      } catch (error) {
        setStatus({ state: 'failed', reason: failureReason(error) });
      }
    };
    timer.current = setTimeout(run, Math.max(SETTLE_MS, lastSaveAt.current + AUTOSAVE_INTERVAL_MS - Date.now()));
  }, [enabled, unsaved, blocked, draft]);

  useEffect(() => {
    const leave = () => {
      const now = latest.current;
      if (now.enabled && now.unsaved && !now.blocked) now.saveOnLeave();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
    };
  }, []);

  return status;
}

/** The autosave line under the form. */
export function autosaveText(status: AutosaveState): string | null {
  switch (status.state) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved at ${formatClock(status.at)}`;
    case 'failed':
      return `Autosave failed: ${status.reason}`;
    case 'waiting':
      return `Not saved automatically yet: ${status.reason}`;
    default:
      return null;
  }
}
