// The owner's settings from the admin: one read of the whole object, and a save per section
// (PATCH of that section alone). A save puts the server's answer in the cache and marks every
// public answer stale, so the next page shows the change.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SettingsPatch, SiteSettings } from '../../api/settings';
import { adminJson, adminQueryKeys, failureReason, useAdminQuery } from '../adminApi';
import { type FieldErrors, fieldErrorsOf } from './fieldErrors';

export const SETTINGS_API = '/api/admin/settings';

export const useSettings = () => useAdminQuery<SiteSettings>(adminQueryKeys.settings());

export type SettingsSectionName = keyof SiteSettings;

/** Sends one part of the settings; answers the whole object the server now holds. */
export function usePatchSettings() {
  const queryClient = useQueryClient();
  return async (patch: SettingsPatch): Promise<SiteSettings> => {
    const saved = await adminJson<SiteSettings>(SETTINGS_API, { method: 'PATCH', body: patch });
    queryClient.setQueryData(adminQueryKeys.settings(), saved);
    await queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && !query.queryKey[0].startsWith('/api/admin/') });
    return saved;
  };
}

export type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string; errors: FieldErrors };

/**
 * A section's draft and its save: edits change the draft (and clear "Saved"); a save sends the
 * draft, then shows the server's copy (it may have trimmed a value) or the server's field errors.
 */
export function useSectionDraft<K extends SettingsSectionName>(settings: SiteSettings, section: K) {
  const patch = usePatchSettings();
  const [draft, setDraft] = useState<SiteSettings[K]>(settings[section]);
  const [state, setState] = useState<SaveState>({ status: 'idle' });

  const update = (next: SiteSettings[K]) => {
    setDraft(next);
    setState((now) => (now.status === 'saved' ? { status: 'idle' } : now));
  };

  /** Answers whether the server kept it. */
  const save = async (): Promise<boolean> => {
    setState({ status: 'saving' });
    try {
      const saved = await patch({ [section]: draft } as SettingsPatch);
      setDraft(saved[section]);
      setState({ status: 'saved' });
      return true;
    } catch (error) {
      setState({ status: 'failed', message: failureReason(error), errors: fieldErrorsOf(error, section) });
      return false;
    }
  };

  /** The server's words about the field at `path` inside this section, if the last save was refused over it. */
  const errorAt = (path: string): string | undefined => (state.status === 'failed' ? state.errors[path] : undefined);

  return { draft, update, save, state, errorAt };
}

export type SectionDraft<K extends SettingsSectionName> = ReturnType<typeof useSectionDraft<K>>;
