// Article markdown -> stored HTML, within bounds: the markdown's length is checked by the input
// DTO; here the render gets a deadline and the result a size limit. The work runs on one
// thread of its own, started on first use and kept; a render past its deadline ends that
// thread (the next save starts another), so a document that would take minutes costs the
// owner a 422 and nobody else anything.
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';
import { builtThreadFile } from '../lib/builtThread';
import type { MarkdownAnswer } from './markdownWorker';

export const MARKDOWN_RENDER_DEADLINE_MS = 5_000;

export class MarkdownRenderError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

interface Pending {
  resolve: (html: string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

const workerFile = builtThreadFile('markdownWorker');

interface MarkdownThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

let thread: MarkdownThread | null = null;
let nextId = 1;

/** Fails the thread's renders and ends it; a thread already replaced is left alone. */
function stopThread(stopping: MarkdownThread | null, error: Error): void {
  if (!stopping || thread !== stopping) return;
  const { worker, pending } = stopping;
  thread = null;
  for (const job of pending.values()) {
    clearTimeout(job.timer);
    job.reject(error);
  }
  void worker.terminate();
}

function startThread(): MarkdownThread {
  const worker = new Worker(workerFile);
  worker.unref(); // an idle markdown thread never keeps the process alive
  const pending = new Map<number, Pending>();
  const started = { worker, pending };
  worker.on('message', (answer: MarkdownAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    clearTimeout(job.timer);
    if ('html' in answer) job.resolve(answer.html);
    else job.reject(new MarkdownRenderError(`The markdown could not be rendered: ${answer.error}`));
  });
  worker.on('error', (error: Error) => stopThread(started, new MarkdownRenderError(`The markdown could not be rendered: ${error.message}`)));
  worker.on('exit', () => stopThread(started, new MarkdownRenderError('The markdown could not be rendered: its thread stopped')));
  return started;
}

/** The sanitised HTML of an article's markdown, or a 422 naming what went wrong. */
export async function renderArticleMarkdown(markdown: string, maxHtmlLength: number, deadlineMs = MARKDOWN_RENDER_DEADLINE_MS): Promise<string> {
  if (!thread) thread = startThread();
  const current = thread;
  const { worker, pending } = current;
  const id = nextId++;
  const html = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => stopThread(current, new MarkdownRenderError(`The markdown took longer than ${deadlineMs / 1000} s to render; simplify or split it`)),
      deadlineMs,
    );
    pending.set(id, { resolve, reject, timer });
    worker.postMessage({ id, markdown });
  });
  if (html.length > maxHtmlLength) {
    throw new MarkdownRenderError(`The rendered article is ${html.length} characters, more than the ${maxHtmlLength} allowed; shorten it`);
  }
  return html;
}

/** Ends the thread (graceful shutdown, tests). */
export function stopMarkdownThread(): void {
  stopThread(thread, new MarkdownRenderError('The markdown could not be rendered: the server is stopping'));
}
