// What the checklist needs besides the settings: the admin's pages (is there a /privacy?) and a
// dry run of the sample removal (what would go). Either API may not be on this site yet: a 404
// answers null ('not yet' for pages, 'cannot tell' for samples) instead of failing the dashboard.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../data/fetcher';
import { adminJson, invalidateByPrefix } from '../adminApi';
import { useAdminKey } from '../adminKey';
import { type PageFact, samplesInDryRun } from './makeItYours';

export const PAGES_API = '/api/admin/pages';
export const SAMPLE_REMOVAL_API = '/api/admin/sample-content/remove';

const pagesKey = [PAGES_API] as const;
const samplesKey = [SAMPLE_REMOVAL_API, 'dry-run'] as const;

async function orNullWhenMissing<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useChecklistFacts() {
  const key = useAdminKey();
  const pages = useQuery({
    queryKey: pagesKey,
    queryFn: () => orNullWhenMissing(() => adminJson<PageFact[]>(PAGES_API)),
    enabled: key !== '',
  });
  const samples = useQuery({
    queryKey: samplesKey,
    queryFn: async () => samplesInDryRun(await orNullWhenMissing(() => adminJson<unknown>(SAMPLE_REMOVAL_API, { method: 'POST', body: { dryRun: true } }))),
    enabled: key !== '',
  });
  return {
    pages: pages.data ?? null,
    samplesLeft: samples.data ?? null,
    loading: pages.isPending || samples.isPending,
  };
}

/** Removes the sample items the owner never edited; then every list (public and admin) is read again. */
export function useRemoveSamples() {
  const queryClient = useQueryClient();
  return async () => {
    await adminJson(SAMPLE_REMOVAL_API, { method: 'POST', body: {} });
    await invalidateByPrefix(queryClient, '/api/');
  };
}
