// An HTML body (an import, an old post) -> markdown, once, when the owner first edits it in the
// writing editor. rehype-parse reads the HTML, rehype-remark (hast-util-to-mdast) maps it to
// remark's tree, remark-stringify writes it with the GFM and math syntaxes the article pipeline
// reads. What markdown cannot hold is measured by conversionReport.ts, never dropped unsaid.
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { BadRequestError } from '../errors';
import type { HastNode } from './hastNode';

/** Deeper than any article: a body nested past this is refused before the recursive mapping sees it. */
export const MAX_HTML_DEPTH = 200;

const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

const findElement = (node: HastNode, tagName: string): HastNode | undefined => (node.tagName === tagName ? node : (node.children ?? []).map((child) => findElement(child, tagName)).find(Boolean));

/** Rendered math (KaTeX's MathML, as the pipeline stores it) back to its TeX, read from the annotation KaTeX keeps. */
function mathHandler(state: { patch: (from: HastNode, to: object) => void }, node: HastNode) {
  const tex = findElement(node, 'annotation');
  const math = findElement(node, 'math');
  if (!tex) return undefined;
  const display = math?.properties?.display === 'block';
  const result = { type: display ? 'math' : 'inlineMath', value: textOf(tex).trim() };
  state.patch(node, result);
  return result;
}

/** Refuses a tree nested deeper than MAX_HTML_DEPTH, walking it without recursion. */
function assertShallow(tree: HastNode): void {
  const stack: [HastNode, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [HastNode, number];
    if (depth > MAX_HTML_DEPTH) throw new BadRequestError(`The HTML is nested more than ${MAX_HTML_DEPTH} elements deep; it cannot be an article`);
    for (const child of node.children ?? []) stack.push([child, depth + 1]);
  }
}

const parser = unified().use(rehypeParse, { fragment: true });
const converter = unified()
  .use(rehypeRemark, { handlers: { math: mathHandler as never }, nodeHandlers: {} })
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkStringify, { bullet: '-', emphasis: '*', rule: '-', fences: true });

/** The markdown an HTML body becomes. */
export async function htmlToMarkdown(html: string): Promise<string> {
  const tree = parser.parse(html) as unknown as HastNode;
  assertShallow(tree);
  // KaTeX wraps its MathML in <span class="katex">: the span becomes the formula.
  const mdast = await converter.run(unwrapKatex(tree) as never);
  return String(converter.stringify(mdast as never)).trimEnd();
}

/** Puts each span.katex's <math> where the span was, so the `math` handler sees it whole. */
function unwrapKatex(node: HastNode): HastNode {
  const isKatex = (child: HastNode) => child.tagName === 'span' && String(child.properties?.className ?? '').includes('katex');
  const children = node.children?.map((child) => (isKatex(child) ? (findElement(child, 'math') ?? child) : unwrapKatex(child)));
  return children ? { ...node, children } : node;
}
