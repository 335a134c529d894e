// The HTML around React's stream: the head before it, the dehydrated data and closing tags
// after it. Every value written here is escaped; user text never reaches this file unescaped.
import type { ThemeChoice } from '../../views/themePreference';
import type { AssetManifest } from './assets';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => htmlEscapes[ch]);

/** JSON safe inside a <script type="application/json">: no '<' can close the tag early. */
export const serializeForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export const DEHYDRATED_STATE_ID = '__REACT_QUERY_STATE__';

export interface HeadOptions {
  title: string;
  description: string;
  nonce: string;
  assets: AssetManifest;
  page: string;
  /** The visitor's remembered theme; absent means follow the system. */
  theme?: ThemeChoice;
}

export function documentHead({ title, description, nonce, assets, page, theme }: HeadOptions): string {
  const preloads = [...assets.entryImports, ...(assets.pages[page] ?? [])]
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join('');
  return (
    `<!DOCTYPE html><html lang="en"${theme ? ` data-theme="${theme}"` : ''}><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(description)}">` +
    '<meta name="theme-color" content="#312e81">' +
    `<meta name="csp-nonce" content="${escapeHtml(nonce)}">` +
    '<link rel="icon" href="/favicon.ico" sizes="any">' +
    '<link rel="icon" href="/images/icon.svg" type="image/svg+xml">' +
    '<link rel="apple-touch-icon" href="/images/apple-touch-icon.png">' +
    `<script type="module" src="${escapeHtml(assets.entry)}" nonce="${escapeHtml(nonce)}"></script>` +
    preloads +
    '</head><body><div id="root">'
  );
}

export function documentTail(dehydratedState: unknown): string {
  return `</div><script type="application/json" id="${DEHYDRATED_STATE_ID}">${serializeForScript(dehydratedState)}</script></body></html>`;
}
