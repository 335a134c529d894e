// Cleans article HTML on every save (the owner's HTML, or what markdown rendered): what
// articleSchema.ts allows stays, everything else goes.
import rehypeParse from 'rehype-parse';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { articleSchema } from './articleSchema';

const processor = unified().use(rehypeParse, { fragment: true }).use(rehypeSanitize, articleSchema).use(rehypeStringify, { characterReferences: { useNamedReferences: true } });

export function sanitizeHtml(html: string): string {
  return String(processor.processSync(html)).trim();
}
