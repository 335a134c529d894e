// Code blocks are highlighted when an article is saved, and in the admin's live preview with the
// same result: shiki with its JavaScript regex engine (no WebAssembly to fetch in the browser), a
// fixed list of languages and two GitHub themes. Token colours become classes (codeTheme.ts),
// never style attributes, so the strict CSP holds. The languages are imported statically: in the
// browser this module is itself loaded on demand (the admin's preview), and dynamic imports
// here would each become a chunk of their own.
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import githubDark from '@shikijs/themes/github-dark-default';
import githubLight from '@shikijs/themes/github-light-default';
import lang_typescript from '@shikijs/langs/typescript';
import lang_tsx from '@shikijs/langs/tsx';
import lang_javascript from '@shikijs/langs/javascript';
import lang_jsx from '@shikijs/langs/jsx';
import lang_python from '@shikijs/langs/python';
import lang_shellscript from '@shikijs/langs/shellscript';
import lang_json from '@shikijs/langs/json';
import lang_html from '@shikijs/langs/html';
import lang_css from '@shikijs/langs/css';
import lang_sql from '@shikijs/langs/sql';
import lang_yaml from '@shikijs/langs/yaml';
import lang_markdown from '@shikijs/langs/markdown';
import lang_diff from '@shikijs/langs/diff';

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
    themes: [githubLight, githubDark],
    langs: [lang_typescript, lang_tsx, lang_javascript, lang_jsx, lang_python, lang_shellscript, lang_json, lang_html, lang_css, lang_sql, lang_yaml, lang_markdown, lang_diff],
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
