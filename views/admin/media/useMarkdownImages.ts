// Images pasted, dropped or chosen (the editor's image button) into the markdown: each asks for
// its alt text, is uploaded to the library, and goes into the text as ![alt](url) where the
// cursor was: in the writing editor (through `insertRich`, while it is shown) or in the markdown
// source.
import { useRef, type ClipboardEvent, type DragEvent, type RefObject } from 'react';
import type { MediaItemDto } from '../../api/adminTypes';
import { isImageFile } from './mediaApi';
import { useUploads } from './useUploads';

/** Alt text cannot close the brackets or break the line it sits in. */
const markdownAlt = (alt: string) => alt.replace(/[[\]\\]/g, '\\$&').replace(/\s+/g, ' ');

export const markdownImage = (item: Pick<MediaItemDto, 'alt' | 'url'>) => `![${markdownAlt(item.alt)}](${item.url})`;

/** Puts markdown where the rich editor's cursor is; null while the source is shown. */
export type RichInsert = (markdown: string) => void;

export function useMarkdownImages(markdown: string, onChange: (markdown: string) => void, insertRich?: RefObject<RichInsert | null>) {
  const insertAt = useRef<number | null>(null);
  const latest = useRef(markdown);
  latest.current = markdown;
  const uploads = useUploads((item) => {
    const rich = insertRich?.current;
    if (rich) {
      rich(markdownImage(item));
      return;
    }
    const text = latest.current;
    const at = Math.min(insertAt.current ?? text.length, text.length);
    const before = text.slice(0, at);
    const image = `${before && !before.endsWith('\n') ? '\n\n' : ''}${markdownImage(item)}\n\n`;
    onChange(before + image + text.slice(at));
    insertAt.current = at + image.length;
  });
  /** Uploads the images among `files`, to go in at `at` in the source (null: the rich editor's cursor, or the end). */
  const add = (files: FileList | File[] | null | undefined, at: number | null) => {
    const images = [...(files ?? [])].filter(isImageFile);
    if (images.length === 0) return false;
    insertAt.current = at;
    uploads.add(images);
    return true;
  };
  const take = (files: FileList | null | undefined, target: EventTarget, event: { preventDefault: () => void; stopPropagation: () => void }) => {
    if (!add(files, target instanceof HTMLTextAreaElement ? target.selectionStart : null)) return;
    // Before the rich editor's own paste and drop handling, which would put the file in as a blob.
    event.preventDefault();
    event.stopPropagation();
  };
  return {
    uploads,
    onPaste: (event: ClipboardEvent<HTMLElement>) => take(event.clipboardData?.files, event.target, event),
    onDrop: (event: DragEvent<HTMLElement>) => take(event.dataTransfer?.files, event.target, event),
    /** Files chosen with a file picker (a phone can neither drop nor, often, paste an image). */
    onChoose: (files: File[]) => void add(files, null),
  };
}
