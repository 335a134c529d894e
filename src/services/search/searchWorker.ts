// The search thread: it holds the index (./searchEngine.ts) and answers searches, so neither
// building the index nor a costly query ever holds up the server's main thread. Messages are
// answered in the order they came: a search asked after an update of the index sees it.
import { parentPort } from 'node:worker_threads';
import type { SearchPageDto } from '../../../views/api/types';
import type { SearchSource } from './searchDocument';
import { type EngineSearch, SearchEngine } from './searchEngine';

export type SearchJob =
  | { id: number; kind: 'apply'; removed: string[]; added: SearchSource[] }
  /** `expiresAt` (ms since the epoch): the caller stopped waiting then, so a search still queued is not run. */
  | { id: number; kind: 'search'; search: EngineSearch; expiresAt: number };

/** `workMs`: how long the thread worked on the job. */
export type SearchAnswer = { id: number; size: number; workMs: number } | { id: number; page: SearchPageDto; workMs: number } | { id: number; expired: true } | { id: number; error: string };

const engine = new SearchEngine();

parentPort?.on('message', (job: SearchJob) => {
  const started = performance.now();
  const workMs = () => performance.now() - started;
  try {
    if (job.kind === 'apply') {
      engine.apply(job.removed, job.added);
      parentPort?.postMessage({ id: job.id, size: engine.size, workMs: workMs() } satisfies SearchAnswer);
    } else if (Date.now() > job.expiresAt) parentPort?.postMessage({ id: job.id, expired: true } satisfies SearchAnswer);
    else {
      const page = engine.search(job.search);
      parentPort?.postMessage({ id: job.id, page, workMs: workMs() } satisfies SearchAnswer);
    }
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies SearchAnswer);
  }
});
