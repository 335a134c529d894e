// A rehype step: every <pre><code class="language-x"> whose language the highlighter knows is
// replaced by highlighted lines, each token a span with one colour class per theme; every code
// block gets a language label (data-language, shown by CSS) and can be scrolled by keyboard.
import type { Element, ElementContent, Root } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { CODE_LANGUAGE_LABELS, CODE_THEMES, resolveCodeLanguage } from './codeHighlighter';
import { colourClass } from './codeTheme';

const textOf = (node: ElementContent): string => (node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '');

function fenceLanguage(code: Element): string | null {
  const classes = code.properties.className;
  const languageClass = Array.isArray(classes) ? classes.map(String).find((name) => name.startsWith('language-')) : undefined;
  return languageClass ? languageClass.slice('language-'.length) : null;
}

function tokenSpan(content: string, style: Record<string, string> | undefined): ElementContent {
  const light = style?.['--shiki-light'];
  const dark = style?.['--shiki-dark'];
  const className = [light && colourClass('l', light), dark && colourClass('d', dark)].filter((name): name is string => Boolean(name));
  return { type: 'element', tagName: 'span', properties: { className }, children: [{ type: 'text', value: content }] };
}

/**
 * Per line. shiki's default of 0.5 s is spent compiling the grammar's patterns on a busy machine, and
 * a line past it came out as one uncoloured token, stored so on save. The save's markdown thread
 * has its own deadline (src/markdown/), so this only bounds one pathological line.
 */
const TOKENIZE_TIME_LIMIT_MS = 5_000;

function highlightedLines(highlighter: HighlighterCore, source: string, language: string): ElementContent[] {
  const { tokens } = highlighter.codeToTokens(source, { lang: language, themes: CODE_THEMES, defaultColor: false, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS });
  const lines: ElementContent[] = [];
  tokens.forEach((line, index) => {
    if (index > 0) lines.push({ type: 'text', value: '\n' });
    const children = line.map((token) => tokenSpan(token.content, token.htmlStyle as Record<string, string> | undefined));
    lines.push({ type: 'element', tagName: 'span', properties: { className: ['line'] }, children });
  });
  return lines;
}

function highlightBlock(highlighter: HighlighterCore, pre: Element): void {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (!code) return;
  const fence = fenceLanguage(code);
  const language = fence ? resolveCodeLanguage(highlighter, fence) : null;
  pre.properties = { className: ['code-block'], tabIndex: 0, ...(language ? { dataLanguage: CODE_LANGUAGE_LABELS[language] } : {}) };
  if (!language) {
    code.properties = {};
    return;
  }
  const source = code.children.map(textOf).join('').replace(/\n$/, '');
  code.properties = { className: [`language-${language}`] };
  code.children = highlightedLines(highlighter, source, language);
}

function visitPre(node: Root | Element, highlighter: HighlighterCore): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre') highlightBlock(highlighter, child);
    else visitPre(child, highlighter);
  }
}

export const rehypeHighlightCode = (highlighter: HighlighterCore) => (tree: Root) => visitPre(tree, highlighter);
