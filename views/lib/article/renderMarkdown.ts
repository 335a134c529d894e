// Markdown -> the article's stored HTML, the same in the server (on save) and in the admin's
// live preview: GitHub-flavoured markdown (tables, footnotes, strikethrough, task lists,
// autolinks), $…$ and $$…$$ math as MathML ($$…$$ alone in a paragraph is a display formula) (no fonts, no style attributes), highlighted code,
// then the article allow-list (sanitizeHtml.ts). Raw HTML inside markdown is dropped.
import rehypeKatex from 'rehype-katex';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { HighlighterCore } from 'shiki/core';
import { unified } from 'unified';
import { loadCodeHighlighter } from './codeHighlighter';
import { remarkDisplayMathOnOneLine } from './displayMathOnOneLine';
import { rehypeHighlightCode } from './highlightCode';
import { sanitizeHtml } from './sanitizeHtml';

// KaTeX's own bounds on a formula: no \href or \url (trust), at most 1000 macro expansions.
const katexOptions = { output: 'mathml', throwOnError: false, strict: 'ignore', trust: false, maxExpand: 1000, maxSize: 50 } as const;

function articleProcessor(highlighter: HighlighterCore) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkDisplayMathOnOneLine)
    .use(remarkRehype, { footnoteLabelProperties: { className: ['visually-hidden'] } })
    .use(rehypeKatex, katexOptions)
    .use(() => rehypeHighlightCode(highlighter))
    .use(rehypeStringify);
}

let processor: ReturnType<typeof articleProcessor> | null = null;

/** The article's HTML, cleaned by the same allow-list as HTML the owner writes, so both read back alike. */
export async function renderMarkdown(markdown: string): Promise<string> {
  processor ??= articleProcessor(await loadCodeHighlighter());
  return sanitizeHtml(String(await processor.process(markdown)));
}
