// The form state of a create or edit screen: the draft, the typed slug, the slug a save will use
// and the live values the hints show. The screen holds it, so its saves, autosave and the
// unsaved-changes guard all see what the form shows.
import { useState } from 'react';
import type { SaveMode } from '../../lib/contentRules';
import { readTimeMinutes } from '../../lib/text';
import { renderBody } from '../studio/articlePipeline';
import { pathsOf, slugOf, type ContentDraft, type ContentType, type LiveValues, type SavedItem, type StudioItem } from './contentType';

export interface ContentDraftState<D extends ContentDraft> {
  draft: D;
  /** Replaces the whole draft (a restored revision or a kept local copy). */
  setDraft: (draft: D) => void;
  update: (changes: Partial<D>) => void;
  typedSlug: string;
  setTypedSlug: (slug: string) => void;
  /** The slug a save will use. */
  slug: string;
  live: LiveValues;
  /** The draft as a save sends it: in Markdown mode, its HTML rendered from the markdown as it is now. */
  ready: () => Promise<D>;
}

export function useContentDraft<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>(
  type: ContentType<D, S, I>,
  mode: SaveMode,
  initial: D,
  saved?: { title: string; slug: string },
): ContentDraftState<D> {
  const [draft, setDraft] = useState<D>(initial);
  const [typedSlug, setTypedSlug] = useState('');
  const update = (changes: Partial<D>) => setDraft((current) => ({ ...current, ...changes }));
  const { rules } = type;
  const slug = slugOf(rules, mode, draft.title, typedSlug, saved);
  const live: LiveValues = { address: pathsOf(rules).address(slug), excerptLength: rules.excerptLength[mode], minutes: readTimeMinutes(draft.body) };

  const ready = async (): Promise<D> => (draft.format === 'markdown' ? { ...draft, body: await renderBody('markdown', draft.markdown) } : draft);

  return { draft, setDraft, update, typedSlug, setTypedSlug, slug, live, ready };
}

