// The article pipeline of the server, loaded into the admin on first use only: a dynamic
// import keeps remark, rehype and shiki in an admin chunk, never on a public page.
import type { BodyFormat } from '../contentTypes/contentType';

export const loadArticlePipeline = async () => {
  const [{ renderMarkdown }, { sanitizeHtml }] = await Promise.all([import('../../lib/article/renderMarkdown'), import('../../lib/article/sanitizeHtml')]);
  return { renderMarkdown, sanitizeHtml };
};

/** The HTML a body shows as: its markdown rendered, or its HTML sanitised, as the server stores it. */
export async function renderBody(format: BodyFormat, source: string): Promise<string> {
  const pipeline = await loadArticlePipeline();
  return format === 'markdown' ? pipeline.renderMarkdown(source) : pipeline.sanitizeHtml(source);
}
