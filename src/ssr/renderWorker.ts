// A render thread (src/ssr/renderPool.ts): renders each job it is sent and posts the result,
// or the error's message and stack, back with the job's id.
import { parentPort } from 'node:worker_threads';
import { renderApp, type RenderJob } from './renderApp';

parentPort!.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    parentPort!.postMessage({ id, result: await renderApp(job) });
  } catch (error) {
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    parentPort!.postMessage({ id, error: { message, stack } });
  }
});
