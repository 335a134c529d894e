// The HTML around React's stream: the head before it, the dehydrated data and closing tags
// after it. Every value written here is escaped; user text never reaches this file unescaped.
import { globalCss } from '../../views/style/globalCss';
import { accentHead } from '../../views/style/accentCss';
import { SITE_ICONS } from '../services/siteIcons/iconSizes';
import { HYDRATED_EVENT } from '../../views/app/hydration';
import { pageStylesheetOf } from '../../views/app/pageStylesheets';
import type { PageRoute } from '../../views/app/routes';
import type { PublicSettings } from '../../views/api/settings';
import type { ThemeChoice } from '../../views/style/themePreference';
import { feedAlternates } from '../feeds/channels';
import type { AssetManifest } from './assets';
import type { PageHead } from './pageSeo';
import { absoluteImageUrl } from './shareImage';
import { escapeHtml } from '../lib/escapeHtml';
import { siteNameOf } from '../../views/lib/siteName';
import { WEBMENTION_PATH } from '../services/comments/webmentionPath';

export { escapeHtml };

/** JSON safe inside a <script type="application/json">: no '<' can close the tag early. */
export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  // The line and paragraph separators are rare: test for them before copying the text again.
  return /[\u2028\u2029]/.test(json) ? json.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029') : json;
}

export const DEHYDRATED_STATE_ID = '__REACT_QUERY_STATE__';

export interface HeadOptions extends PageHead {
  nonce: string;
  assets: AssetManifest;
  /** The route's page: its chunks are the manifest's entry of that name. */
  page: PageRoute['page'];
  /** The visitor's remembered theme; absent means follow the system. */
  theme?: ThemeChoice;
  /** The public origin (SITE_URL): link previews and canonical links need absolute addresses. */
  siteUrl: string;
  /** The page's own address, without its query; absent for a page that does not exist. */
  canonicalPath?: string;
  /** Keep the page out of search results (admin pages, not-found pages). */
  noindex?: boolean;
  /** The page's Emotion <style> tags (src/ssr/emotionStyles.ts), after the site-wide CSS (views/style/globalCss.ts) and the page's stylesheet. */
  styles?: string;
  /** False for a page shown as it is, with no app to start (a private preview). */
  scripts?: boolean;
  /** The page's ActivityPub object (a post's Article, else the site's actor), while the site is on the social web. */
  activityPubHref?: string;
  /** The owner's settings: the site's name for link previews, which feeds there are, and the design (every accent use derives from its accentColor; its icon replaces the default ones). */
  settings: Pick<PublicSettings, 'identity' | 'sections' | 'design'>;
}

/** Everything search engines, feed readers and link previews read: robots, canonical, OpenGraph, Twitter card, feeds, JSON-LD. */
function discoveryTags(head: HeadOptions): string {
  const { title, description, siteUrl, canonicalPath, type = 'website', publishedTime, jsonLd = [], nonce } = head;
  const canonical = canonicalPath === undefined ? undefined : `${siteUrl}${canonicalPath}`;
  const image = absoluteImageUrl(siteUrl, head.image);
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    meta('property', 'og:type', type),
    meta('property', 'og:site_name', siteNameOf(head.settings)),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    canonical ? meta('property', 'og:url', canonical) : '',
    meta('property', 'og:image', image),
    head.imageWidth && head.imageHeight ? meta('property', 'og:image:width', String(head.imageWidth)) + meta('property', 'og:image:height', String(head.imageHeight)) : '',
    head.imageAlt ? meta('property', 'og:image:alt', head.imageAlt) : '',
    type === 'article' && publishedTime ? meta('property', 'article:published_time', publishedTime) : '',
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    head.imageAlt ? meta('name', 'twitter:image:alt', head.imageAlt) : '',
    ...feedAlternates(head.settings).map((feed) => `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.path)}">`),
    head.activityPubHref ? `<link rel="alternate" type="application/activity+json" href="${escapeHtml(head.activityPubHref)}">` : '',
    '<link rel="manifest" href="/manifest.webmanifest">',
    head.webmention ? `<link rel="webmention" href="${escapeHtml(`${siteUrl}${WEBMENTION_PATH}`)}">` : '',
    ...jsonLd.map((data) => `<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${serializeForScript(data)}</script>`),
  ].join('');
}

/**
 * A form sent before the app has hydrated would reload the page (the forms have no action),
 * losing what the visitor typed. Such a submit is held, unseen by React, and sent again once
 * the app has hydrated (once per form, however often it was pressed), a task later, so the
 * state updates for text typed meanwhile (views/app/syncTypedBeforeHydration.ts) have rendered;
 * if the app fails to load, forms behave as without scripts again.
 */
const holdEarlySubmits =
  'const held = new Map(); const hold = (event) => { event.preventDefault(); event.stopImmediatePropagation(); held.set(event.target, event.submitter); };' +
  'addEventListener("submit", hold, true); const stopHolding = () => removeEventListener("submit", hold, true);' +
  `document.addEventListener(${serializeForScript(HYDRATED_EVENT)}, () => { stopHolding(); setTimeout(() => {` +
  ' for (const [form, submitter] of held) if (form.isConnected) form.requestSubmit(submitter && submitter.form === form ? submitter : null); }); }, { once: true });';

/**
 * After the next frame is painted (or after 300 ms, whichever comes first), preloads the
 * page's chunks and imports the entry.
 */
const startAfterFirstPaint = (entry: string, chunks: string[]) =>
  holdEarlySubmits +
  'new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 300); }).then(() => {' +
  `for (const href of ${serializeForScript(chunks)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));` +
  `return import(${serializeForScript(entry)}); }).catch((error) => { stopHolding(); throw error; });`;

/** The page's own stylesheet (views/app/pageStylesheets.ts), if it has one, named as a navigation in the browser looks for it. */
function pageStyle(page: string, nonce: string): string {
  const stylesheet = pageStylesheetOf(page);
  return stylesheet ? `<style nonce="${escapeHtml(nonce)}" data-page-style="${stylesheet.name}">${stylesheet.css}</style>` : '';
}

/** The icons (src/middleware/serveSiteIcons.ts makes them from the owner's image); the default drawing's SVG only while it is the icon. */
const siteIconLinks = (ownIcon: boolean) =>
  '<link rel="icon" href="/favicon.ico" sizes="any">' +
  `<link rel="icon" href="${SITE_ICONS.png32.path}" type="image/png" sizes="32x32">` +
  (ownIcon ? '' : '<link rel="icon" href="/images/icon.svg" type="image/svg+xml">') +
  `<link rel="apple-touch-icon" href="${SITE_ICONS.appleTouch.path}">`;

export function documentHead(head: HeadOptions): string {
  const { title, description, nonce, assets, page, theme } = head;
  const { design } = head.settings;
  const accent = accentHead(design.accentColor);
  const ownIcon = design.iconMediaId !== null;
  // The server's HTML is the first paint; the scripts only hydrate it. Nothing of theirs is
  // fetched or run before that first frame: fetched during parsing, they compete with the
  // page's own bytes and images; run early (a fast connection, the browser cache), they hold
  // the main thread before anything is shown. The chunks are preloaded together with the
  // entry so its imports do not wait for it to be parsed. The timeout starts them anyway
  // where no frame comes (a tab opened in the background).
  const chunks = [...assets.entryImports, ...(assets.pages[page] ?? [])];
  return (
    `<!DOCTYPE html><html lang="en"${theme ? ` data-theme="${theme}"` : ''}><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(description)}">` +
    `<meta name="theme-color" content="${accent.themeColor}">` +
    `<meta name="csp-nonce" content="${escapeHtml(nonce)}">` +
    siteIconLinks(ownIcon) +
    (head.scripts === false ? '' : `<script type="module" nonce="${escapeHtml(nonce)}">${startAfterFirstPaint(assets.entry, chunks)}</script>`) +
    discoveryTags(head) +
    `<style nonce="${escapeHtml(nonce)}">${globalCss}${accent.css}</style>` +
    pageStyle(page, nonce) +
    (head.styles ?? '') +
    '</head><body><div id="root">'
  );
}

/** The closing tags around the dehydrated state (serializeForScript's JSON). */
export function documentTail(stateJson: string): string {
  return `</div><script type="application/json" id="${DEHYDRATED_STATE_ID}">${stateJson}</script></body></html>`;
}
