// What an HTML body would lose as markdown: the body's sanitised HTML beside the HTML its
// markdown renders to, element by element, attribute by attribute, word by word. Only losses are
// listed (markdown's rendering adds footnote ids and code colours, which cost nothing).
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import type { HastNode } from './hastNode';

export interface ConversionLoss {
  /** What goes: '<figcaption>', 'class="aligncenter" on <img>', 'the words "…"'. */
  what: string;
  count: number;
}

/** Tags markdown writes differently but means alike. */
const SAME_AS: Record<string, string> = { b: 'strong', i: 'em', s: 'del' };
/** Wrappers whose loss changes nothing a reader sees (a div's alignment is checked as an attribute). */
const WRAPPERS = new Set(['div', 'span', 'p', 'thead', 'tbody', 'section']);
/** Attributes that carry meaning; the rest are the pipeline's own (ids, colours, tab order). */
const MEANINGFUL_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'cite', 'lang', 'dir', 'width', 'height', 'colSpan', 'rowSpan', 'start', 'reversed'];
const MEANINGFUL_CLASSES = /^(?:align(?:center|left|right|none)|embed-card(?:-video)?)$/;
/** Inside a formula only the <math> element counts: its MathML is made again from the TeX. */
const isMathInside = (tagName: string, inMath: boolean) => inMath && tagName !== 'math';

const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

const parser = unified().use(rehypeParse, { fragment: true });

function inventory(html: string): { things: Map<string, number>; words: Map<string, number> } {
  const things = new Map<string, number>();
  const words = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const addWords = (text: string) => {
    for (const word of text.split(/\s+/).filter(Boolean)) add(words, word);
  };
  // [node, inside a formula, inside code]: code's words are read whole at its <pre> (highlighting splits them into spans).
  const stack: [HastNode, boolean, boolean][] = [[parser.parse(html) as unknown as HastNode, false, false]];
  while (stack.length > 0) {
    const [node, inMath, inCode] = stack.pop() as [HastNode, boolean, boolean];
    if (node.type === 'text' && !inMath && !inCode) addWords(node.value ?? '');
    if (node.tagName === 'pre' && !inCode) addWords(textOf(node));
    if (node.type === 'element' && node.tagName && !isMathInside(node.tagName, inMath)) {
      const tag = SAME_AS[node.tagName] ?? node.tagName;
      if (!WRAPPERS.has(tag)) add(things, `<${tag}>`);
      const properties = node.properties ?? {};
      for (const name of MEANINGFUL_ATTRIBUTES) if (properties[name] !== undefined && properties[name] !== '') add(things, `${name}="${String(properties[name])}" on <${tag}>`);
      for (const name of [properties.className ?? []].flat().map(String)) if (MEANINGFUL_CLASSES.test(name)) add(things, `class="${name}" on <${tag}>`);
    }
    for (const child of node.children ?? []) stack.push([child, inMath || node.tagName === 'math', inCode || node.tagName === 'pre']);
  }
  return { things, words };
}

const MAX_WORDS_LISTED = 20;

/** What the original HTML has that the markdown's HTML does not, most frequent first. */
export function conversionLosses(originalHtml: string, markdownHtml: string): ConversionLoss[] {
  const before = inventory(originalHtml);
  const after = inventory(markdownHtml);
  const missing = (from: Map<string, number>, to: Map<string, number>) => [...from].map(([what, count]) => ({ what, count: count - (to.get(what) ?? 0) })).filter((loss) => loss.count > 0);
  const things = missing(before.things, after.things).sort((a, b) => b.count - a.count);
  const words = missing(before.words, after.words);
  const lostWords: ConversionLoss[] =
    words.length === 0
      ? []
      : [
          {
            what: `the words ${words
              .slice(0, MAX_WORDS_LISTED)
              .map((w) => `"${w.what}"`)
              .join(', ')}${words.length > MAX_WORDS_LISTED ? ' and more' : ''}`,
            count: words.reduce((sum, w) => sum + w.count, 0),
          },
        ];
  return [...things, ...lostWords];
}
