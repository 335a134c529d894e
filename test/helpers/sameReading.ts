// Two article HTMLs that a reader cannot tell apart: the same blocks, and in each the same text
// with the same formatting on every visible character. What it forgives is what a ProseMirror
// document cannot keep: the nesting order of marks (<a><strong>x</strong></a> is
// <strong><a>x</a></strong>), formatting on the spaces at a mark's edge, and a line break at the
// very end of a paragraph. Everything else (text, images, links' targets, code, math) must match.
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import type { HastNode } from '../../src/markdown/hastNode';

const MARKS: Record<string, string> = { strong: 'strong', b: 'strong', em: 'em', i: 'em', del: 'del', s: 'del', code: 'code', a: 'a' };
const KEPT_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'start', 'align', 'display'];

type Token = string | { text: string; marks: string };

const parser = unified().use(rehypeParse, { fragment: true });

function tokensOf(html: string): Token[] {
  const tokens: Token[] = [];
  const walk = (node: HastNode, marks: string[]) => {
    if (node.type === 'text') {
      tokens.push({ text: node.value ?? '', marks: [...new Set(marks)].sort().join(' ') });
      return;
    }
    const mark = node.tagName ? MARKS[node.tagName] : undefined;
    const inner = mark ? [...marks, mark === 'a' ? `a(${String(node.properties?.href)})` : mark] : marks;
    if (node.tagName && !mark) {
      const attributes = KEPT_ATTRIBUTES.filter((name) => node.properties?.[name] !== undefined).map((name) => `${name}=${String(node.properties?.[name])}`);
      tokens.push(`<${node.tagName} ${attributes.join(' ')}>`);
    }
    for (const child of node.children ?? []) walk(child, inner);
    if (node.tagName && !mark) tokens.push(`</${node.tagName}>`);
  };
  walk(parser.parse(html) as unknown as HastNode, []);
  return tokens;
}

/** The tokens as a reader sees them: whitespace unformatted and collapsed, runs of one formatting merged, a block's last <br> gone. */
function reading(html: string): string[] {
  const out: string[] = [];
  let run: { text: string; marks: string } | null = null;
  const flush = () => {
    if (run && run.text !== '') out.push(`[${run.marks}]${run.text}`);
    run = null;
  };
  for (const token of tokensOf(html)) {
    if (typeof token === 'string') {
      flush();
      if (token === '</br>') continue;
      if (token.startsWith('</') && out.at(-1)?.startsWith('<br ')) out.pop();
      out.push(token);
      continue;
    }
    for (const piece of token.text.split(/(\s+)/)) {
      if (piece === '') continue;
      const blank = piece.trim() === '' && !token.marks.includes('code');
      const marks: string = blank ? (run?.marks ?? '') : token.marks;
      const text = blank ? ' ' : piece;
      if (run && run.marks !== marks && !blank) flush();
      if (run?.text.endsWith(' ') && text === ' ') continue;
      run = run ? { text: run.text + text, marks: run.marks } : { text: text === ' ' ? '' : text, marks };
    }
  }
  flush();
  return out.map((token) => token.replace(/^(\[[^\]]*\])\s+|\s+$/g, '$1')).filter((token) => token !== '' && !/^\[[^\]]*\]$/.test(token));
}

/** Whether a reader would see the same article in both. */
export const sameReading = (a: string, b: string) => JSON.stringify(reading(a)) === JSON.stringify(reading(b));
