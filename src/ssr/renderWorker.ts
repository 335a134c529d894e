// A render thread (src/ssr/renderPool.ts): renders each job it is sent and posts the result,
// or the error's message and stack, back with the job's id.
import { parentPort } from 'node:worker_threads';
import { renderApp, type RenderJob } from './renderApp';

// biome-ignore lint/style/noNonNullAssertion: this file is only ever started as a worker thread, which has a parentPort
const port = parentPort!;
port.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    port.postMessage({ id, result: await renderApp(job) });
  } catch (error) {
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ id, error: { message, stack } });
  }
});
