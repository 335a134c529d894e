// The import's calls from the admin page: send a file (multipart, with the key) and follow its job.
import type { ImportJobDto, ImportKindDto } from '../../api/adminTypes';
import { request } from '../../data/fetcher';
import { ADMIN_KEY_HEADER } from '../adminApi';
import { getAdminKey } from '../adminKey';

export const IMPORT_API = '/api/admin/import';
export const importJobKey = (id: number) => [`${IMPORT_API}/${id}`] as const;
export const importListKey = () => [IMPORT_API] as const;

export interface ImportChoice {
  file: File;
  into: 'blog' | 'essays';
  dryRun: boolean;
  replace: boolean;
  /** The source site's settings are applied (off unless the owner ticks it). */
  settings: boolean;
  /** The owner's category for source categories (views/admin/imports/CategoryChoices.tsx). */
  categories: Record<string, string>;
}

export async function startImport({ file, into, dryRun, replace, settings, categories }: ImportChoice): Promise<{ id: number; kind: ImportKindDto }> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('into', into);
  form.append('dryRun', String(dryRun));
  form.append('replace', String(replace));
  form.append('settings', String(settings));
  if (Object.keys(categories).length > 0) form.append('categories', JSON.stringify(categories));
  const response = await request(IMPORT_API, { method: 'POST', body: form, headers: { [ADMIN_KEY_HEADER]: getAdminKey() } });
  return (await response.json()) as { id: number; kind: ImportKindDto };
}

export const isFinished = (job: ImportJobDto | undefined) => job?.status === 'done' || job?.status === 'failed';

export const KIND_LABELS: Record<ImportKindDto, string> = {
  ghost: 'a Ghost export',
  'ghost-members': 'Ghost members (CSV)',
  wordpress: 'a WordPress export',
  substack: 'a Substack export',
  markdown: 'a folder of markdown files',
  'subscribers-csv': 'a list of subscribers (CSV)',
  backup: 'a backup of this site',
};
