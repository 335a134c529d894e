// Markdown -> HTML for the admin upload. The first '# ' heading becomes the title and leaves
// the body; the rest is converted to HTML. Raw HTML inside the markdown is dropped (remark-rehype's
// default), and the server sanitises whatever is saved anyway.
// Only admin pages load this module (it pulls in the unified toolchain), and only on upload.
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

export interface MarkdownDocument {
  /** The text of the first '# ' heading, or null when there is none. */
  title: string | null;
  /** The rest of the document as HTML. */
  html: string;
}

/** The few mdast fields read here. */
interface MarkdownNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MarkdownNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

const textOf = (node: MarkdownNode): string =>
  typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join('');

/** A level-1 heading written with '#' (not an underlined "setext" heading). */
function isHashTitle(node: MarkdownNode, source: string): boolean {
  if (node.type !== 'heading' || node.depth !== 1) return false;
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? source.length;
  return source.slice(start, end).trimStart().startsWith('#');
}

const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeStringify, { characterReferences: { useNamedReferences: true } });

export function markdownToDocument(markdown: string): MarkdownDocument {
  const tree = processor.parse(markdown) as unknown as MarkdownNode & { children: MarkdownNode[] };
  const titleIndex = tree.children.findIndex((node) => isHashTitle(node, markdown));
  let title: string | null = null;
  if (titleIndex >= 0) {
    title = textOf(tree.children[titleIndex]).trim() || null;
    tree.children.splice(titleIndex, 1);
  }
  const hast = processor.runSync(tree as never);
  return { title, html: String(processor.stringify(hast)).trim() };
}
