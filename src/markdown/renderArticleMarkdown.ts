// Article markdown -> stored HTML, within bounds: the markdown's length is checked by the input
// DTO; here the render gets a deadline and the result a size limit. The work runs on one
// thread of its own, started on first use and kept; a render past its deadline ends that
// thread (the next save starts another), so a document that would take minutes costs the
// owner a 422 and nobody else anything (src/lib/deadlineThread.ts).
import { HttpError } from '../errors';
import { builtThreadFile } from '../lib/builtThread';
import { DeadlineThread } from '../lib/deadlineThread';
import type { MarkdownAnswer } from './markdownWorker';

export const MARKDOWN_RENDER_DEADLINE_MS = 5_000;

export class MarkdownRenderError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

const markdownThread = new DeadlineThread<MarkdownAnswer, string>({
  file: builtThreadFile('markdownWorker'),
  settle: (answer) => ('html' in answer ? answer.html : new MarkdownRenderError(`The markdown could not be rendered: ${answer.error}`)),
  failure: (reason) => new MarkdownRenderError(`The markdown could not be rendered: ${reason}`),
});

/** The sanitised HTML of an article's markdown, or a 422 naming what went wrong. */
export async function renderArticleMarkdown(markdown: string, maxHtmlLength: number, deadlineMs = MARKDOWN_RENDER_DEADLINE_MS): Promise<string> {
  const html = await markdownThread.run(
    (id) => ({ id, markdown }),
    deadlineMs,
    () => new MarkdownRenderError(`The markdown took longer than ${deadlineMs / 1000} s to render; simplify or split it`),
  );
  if (html.length > maxHtmlLength) {
    throw new MarkdownRenderError(`The rendered article is ${html.length} characters, more than the ${maxHtmlLength} allowed; shorten it`);
  }
  return html;
}

/** Ends the thread (graceful shutdown, tests). */
export function stopMarkdownThread(): void {
  markdownThread.stop('the server is stopping');
}
