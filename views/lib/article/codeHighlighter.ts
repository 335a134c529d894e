// Code blocks are highlighted when an article is saved, and in the admin's live preview with the
// same result: shiki with its JavaScript regex engine (no WebAssembly to fetch in the browser), a
// fixed list of languages and two GitHub themes. Token colours become classes (codeTheme.ts),
// never style attributes, so the strict CSP holds.
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** The languages a code block may name, by the name shown on its label. */
export const CODE_LANGUAGE_LABELS: Record<string, string> = {
  typescript: 'TypeScript',
  tsx: 'TSX',
  javascript: 'JavaScript',
  jsx: 'JSX',
  python: 'Python',
  shellscript: 'Shell',
  json: 'JSON',
  html: 'HTML',
  css: 'CSS',
  sql: 'SQL',
  yaml: 'YAML',
  markdown: 'Markdown',
  diff: 'Diff',
};

let highlighter: Promise<HighlighterCore> | null = null;

/** The one highlighter of this process or page, created on first use (about 0.1 s). */
export function loadCodeHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    engine: createJavaScriptRegexEngine(),
    themes: [import('@shikijs/themes/github-light-default'), import('@shikijs/themes/github-dark-default')],
    langs: [
      import('@shikijs/langs/typescript'),
      import('@shikijs/langs/tsx'),
      import('@shikijs/langs/javascript'),
      import('@shikijs/langs/jsx'),
      import('@shikijs/langs/python'),
      import('@shikijs/langs/shellscript'),
      import('@shikijs/langs/json'),
      import('@shikijs/langs/html'),
      import('@shikijs/langs/css'),
      import('@shikijs/langs/sql'),
      import('@shikijs/langs/yaml'),
      import('@shikijs/langs/markdown'),
      import('@shikijs/langs/diff'),
    ],
  });
  return highlighter;
}

/** The language a fence names ('ts', 'sh', 'Python'), resolved through shiki's aliases; null if not highlighted. */
export function resolveCodeLanguage(highlighter: HighlighterCore, fence: string): string | null {
  const name = fence.toLowerCase();
  if (!highlighter.getLoadedLanguages().includes(name)) return null;
  const resolved = highlighter.getLanguage(name).name;
  return Object.hasOwn(CODE_LANGUAGE_LABELS, resolved) ? resolved : null;
}
