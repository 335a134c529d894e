// Uploading from a field or the library: an image waits for its alt text, a file goes at once;
// the state says what is happening in words a screen reader announces.
import { useState } from 'react';
import type { MediaItemDto } from '../../api/adminTypes';
import { failureReason } from '../adminApi';
import { altFromFileName, isImageFile, useMediaActions } from './mediaApi';

export interface UploadStatus {
  tone: 'success' | 'error' | 'pending';
  text: string;
}

export function useUploads(onUploaded: (item: MediaItemDto) => void) {
  const actions = useMediaActions();
  /** Images waiting for their alt text, with the text proposed from the name. */
  const [waiting, setWaiting] = useState<{ file: File; alt: string }[]>([]);
  const [status, setStatus] = useState<UploadStatus | null>(null);

  const upload = async (file: File, alt: string) => {
    setStatus({ tone: 'pending', text: `Uploading ${file.name}...` });
    try {
      onUploaded(await actions.upload(file, alt));
      setStatus({ tone: 'success', text: `Uploaded ${file.name}` });
    } catch (error) {
      setStatus({ tone: 'error', text: `${file.name}: ${failureReason(error)}` });
    }
  };

  return {
    status,
    waiting,
    /** Files picked or dropped: images ask for alt text first. */
    add: (files: File[]) => {
      const images = files.filter(isImageFile);
      setWaiting((now) => [...now, ...images.map((file) => ({ file, alt: altFromFileName(file.name) }))]);
      for (const file of files.filter((f) => !isImageFile(f))) void upload(file, '');
    },
    setAlt: (index: number, alt: string) => setWaiting((now) => now.map((w, i) => (i === index ? { ...w, alt } : w))),
    confirm: (index: number) => {
      const chosen = waiting[index];
      setWaiting((now) => now.filter((_, i) => i !== index));
      if (chosen) void upload(chosen.file, chosen.alt.trim());
    },
    cancel: (index: number) => setWaiting((now) => now.filter((_, i) => i !== index)),
  };
}
