// The server's one conversion of an HTML body to markdown (POST /api/admin/markdown/from-html):
// the markdown, and what of the body it would not keep, measured by rendering that markdown
// through the article pipeline (in its bounded thread) and comparing it with the body as stored.
import { ADMIN_CONTENT_LIMITS } from '../../views/api/adminContentLimits';
import { HtmlTooDeepError, sanitizeHtml } from '../../views/lib/article/sanitizeHtml';
import { type ConversionLoss, conversionLosses } from './conversionReport';
import { htmlToMarkdown, MAX_HTML_DEPTH } from './htmlToMarkdown';
import { BadRequestError } from '../errors';
import { renderArticleMarkdown } from './renderArticleMarkdown';

export interface ConvertedBody {
  markdown: string;
  /** Empty when the markdown renders everything the HTML showed. */
  losses: ConversionLoss[];
}

/** The HTML parser and the tree mappers recurse: a body nested thousands deep overflows them before any check can walk it. */
const TOO_DEEP = `The HTML is nested more than ${MAX_HTML_DEPTH} elements deep; it cannot be an article`;

export async function convertHtmlBody(html: string): Promise<ConvertedBody> {
  let stored: string;
  let markdown: string;
  try {
    stored = sanitizeHtml(html);
    markdown = await htmlToMarkdown(stored);
  } catch (error) {
    if (error instanceof RangeError || error instanceof HtmlTooDeepError) throw new BadRequestError(TOO_DEEP);
    throw error;
  }
  const rendered = await renderArticleMarkdown(markdown, ADMIN_CONTENT_LIMITS.body * 2);
  return { markdown, losses: conversionLosses(stored, rendered) };
}
