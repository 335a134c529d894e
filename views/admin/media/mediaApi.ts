// The media library's calls from the admin pages: upload (multipart, with the key), list,
// change an alt text, delete. Every change marks the library's lists stale.
import { useQueryClient } from '@tanstack/react-query';
import type { MediaItemDto, MediaUseDto } from '../../api/adminTypes';
import { ApiError, request } from '../../data/fetcher';
import { ADMIN_KEY_HEADER, adminJson, invalidateByPrefix } from '../adminApi';
import { getAdminKey } from '../adminKey';

export const MEDIA_API = '/api/admin/media';

export const mediaListKey = (search = '') => [search ? `${MEDIA_API}?q=${encodeURIComponent(search)}` : MEDIA_API] as const;

/** Times a busy server (429: other uploads fill its queue) is asked again, after the wait it names. */
const BUSY_RETRIES = 5;
/** A longer wait is not a busy queue but a lock-out after wrong keys: not worth waiting for. */
const LONGEST_BUSY_WAIT_SECONDS = 60;

export async function uploadMedia(file: File, alt: string): Promise<MediaItemDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('alt', alt);
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await request(MEDIA_API, { method: 'POST', body: form, headers: { [ADMIN_KEY_HEADER]: getAdminKey() } });
      return (await response.json()) as MediaItemDto;
    } catch (error) {
      const wait = error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : undefined;
      if (wait === undefined || wait > LONGEST_BUSY_WAIT_SECONDS || attempt === BUSY_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }
}

/** A delete the server refused because pages still show the item: who they are. */
export function usesOf(error: unknown): MediaUseDto[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    return (JSON.parse(error.text) as { details?: { usedBy?: MediaUseDto[] } }).details?.usedBy;
  } catch {
    return undefined;
  }
}

export function useMediaActions() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateByPrefix(queryClient, MEDIA_API);
  return {
    upload: async (file: File, alt: string) => {
      const item = await uploadMedia(file, alt);
      await refresh();
      return item;
    },
    setAlt: async (id: number, alt: string) => {
      await adminJson<MediaItemDto>(`${MEDIA_API}/${id}`, { method: 'PUT', body: { alt } });
      await refresh();
    },
    remove: async (id: number, force: boolean) => {
      await adminJson(`${MEDIA_API}/${id}${force ? '?force=true' : ''}`, { method: 'DELETE' });
      await refresh();
    },
  };
}

/** The image types the library takes, as a file input's `accept`. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

export const isImageFile = (file: File) => IMAGE_ACCEPT.split(',').includes(file.type);

/** An image's alt text proposed from its file name: "beach-at-dusk.jpg" → "beach at dusk". */
export const altFromFileName = (name: string) => name.replace(/\.[^.]*$/, '').replace(/[-_]+/g, ' ').trim();

export const formatBytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
