// Images pasted or dropped into the markdown: each asks for its alt text, is uploaded to the
// library, and goes into the text as ![alt](url) where the cursor was.
import { useRef, type ClipboardEvent, type DragEvent } from 'react';
import type { MediaItemDto } from '../../api/adminTypes';
import { isImageFile } from './mediaApi';
import { useUploads } from './useUploads';

/** Alt text cannot close the brackets or break the line it sits in. */
const markdownAlt = (alt: string) => alt.replace(/[[\]\\]/g, '\\$&').replace(/\s+/g, ' ');

export const markdownImage = (item: Pick<MediaItemDto, 'alt' | 'url'>) => `![${markdownAlt(item.alt)}](${item.url})`;

export function useMarkdownImages(markdown: string, onChange: (markdown: string) => void) {
  const insertAt = useRef<number | null>(null);
  const latest = useRef(markdown);
  latest.current = markdown;
  const uploads = useUploads((item) => {
    const text = latest.current;
    const at = Math.min(insertAt.current ?? text.length, text.length);
    const before = text.slice(0, at);
    const image = `${before && !before.endsWith('\n') ? '\n\n' : ''}${markdownImage(item)}\n\n`;
    onChange(before + image + text.slice(at));
    insertAt.current = at + image.length;
  });
  const take = (files: FileList | null | undefined, target: EventTarget, preventDefault: () => void) => {
    const images = [...(files ?? [])].filter(isImageFile);
    if (images.length === 0) return;
    preventDefault();
    insertAt.current = target instanceof HTMLTextAreaElement ? target.selectionStart : null;
    uploads.add(images);
  };
  return {
    uploads,
    onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => take(event.clipboardData?.files, event.target, () => event.preventDefault()),
    onDrop: (event: DragEvent<HTMLTextAreaElement>) => take(event.dataTransfer?.files, event.target, () => event.preventDefault()),
  };
}
