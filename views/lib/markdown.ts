// The admin's .md upload: the first '# ' heading becomes the title and leaves the markdown; the
// rest is the body, rendered by the article pipeline (views/lib/article/renderMarkdown.ts).
// Only admin pages load this module (it pulls in the markdown parser), and only on upload.
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface MarkdownDocument {
  /** The text of the first '# ' heading, or null when there is none. */
  title: string | null;
  /** The rest of the document, as markdown. */
  markdown: string;
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

const startOf = (node: MarkdownNode) => node.position?.start.offset ?? 0;
const endOf = (node: MarkdownNode, source: string) => node.position?.end.offset ?? source.length;

/** A level-1 heading written with '#' (not an underlined "setext" heading). */
const isHashTitle = (node: MarkdownNode, source: string) =>
  node.type === 'heading' && node.depth === 1 && source.slice(startOf(node), endOf(node, source)).trimStart().startsWith('#');

const parser = unified().use(remarkParse);

/** Takes the first '# ' heading out of the markdown as its title. */
export function splitMarkdownTitle(source: string): MarkdownDocument {
  const tree = parser.parse(source) as unknown as { children: MarkdownNode[] };
  const heading = tree.children.find((node) => isHashTitle(node, source));
  if (!heading) return { title: null, markdown: source.trim() };
  const rest = `${source.slice(0, startOf(heading)).trimEnd()}\n\n${source.slice(endOf(heading, source)).trimStart()}`;
  return { title: textOf(heading).trim() || null, markdown: rest.trim() };
}
