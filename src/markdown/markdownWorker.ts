// The thread that renders article markdown (src/markdown/renderArticleMarkdown.ts), so a
// pathological document can be stopped by its deadline without ever holding up the server.
import { parentPort } from 'node:worker_threads';
import { renderMarkdown } from '../../views/lib/article/renderMarkdown';

export interface MarkdownJob {
  id: number;
  markdown: string;
}

export type MarkdownAnswer = { id: number; html: string } | { id: number; error: string };

parentPort?.on('message', async ({ id, markdown }: MarkdownJob) => {
  try {
    parentPort?.postMessage({ id, html: await renderMarkdown(markdown) } satisfies MarkdownAnswer);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies MarkdownAnswer);
  }
});
