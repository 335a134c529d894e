// Cleans article HTML on every save (the owner's HTML, or what markdown rendered): what
// articleSchema.ts allows stays, everything else goes.
import rehypeParse from 'rehype-parse';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { articleSchema } from './articleSchema';

const processor = unified().use(rehypeParse, { fragment: true }).use(rehypeSanitize, articleSchema).use(rehypeStringify, { characterReferences: { useNamedReferences: true } });

/** HTML nested so deep that the parser's tree walk overflows the stack (thousands of open elements): no article. */
export class HtmlTooDeepError extends Error {
  constructor() {
    super('is nested thousands of elements deep, which no article is');
  }
}

export function sanitizeHtml(html: string): string {
  try {
    return String(processor.processSync(html)).trim();
  } catch (error) {
    // The parser and the tree mappers recurse; a caught overflow leaves nothing behind, so it is a refusal, not a crash.
    if (error instanceof RangeError) throw new HtmlTooDeepError();
    throw error;
  }
}
