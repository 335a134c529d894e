// Whether a form holds changes no save has sent. In Markdown mode the HTML follows the markdown,
// so only the markdown counts.
import type { ContentDraft } from '../contentTypes/contentType';

export const snapshotOf = (draft: ContentDraft) => JSON.stringify({ ...draft, body: draft.format === 'markdown' ? '' : draft.body });

export const storageKeyOf = (segment: string, id: number | 'new') => `studio-draft:${segment}:${id}`;
