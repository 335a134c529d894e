// A WordPress export (WXR: RSS 2.0 with the wp:, content:, excerpt: and dc: namespaces, from
// Tools → Export), alone or in a zip beside the wp-content/uploads folder it refers to.
//
// - Posts and pages become items; attachments only say where an image is (their post id and URL,
//   for a post's feature image); WordPress's own other types (menus, revisions, blocks, templates…)
//   are left out without a word; a type a plugin added (a portfolio item) is left out with a warning.
// - The document may declare nothing: a DOCTYPE or an ENTITY anywhere outside a CDATA section or a
//   comment refuses it (XXE, billion laughs), and the parser expands no entity at all besides;
//   the five XML entities and numeric references are decoded here, in text and attributes only
//   (CDATA is verbatim). Titles and term names are decoded once more: WordPress stores them
//   HTML-escaped ('News &amp; Views'), and here they are plain text.
// - Classic-editor content has no <p>: WordPress adds them on display (wpautop). Content with no
//   <p> tag is given them here: each blank-line-separated chunk holding no block-level tag becomes
//   a paragraph (its single line breaks <br>); chunks with a block tag, and <pre> blocks, are left
//   as they are. Block-editor content already has its <p> and is left alone (the `<!-- wp:… -->`
//   comments go with the sanitiser).
// - [caption] shortcodes (the classic editor's image captions) become <figure>/<figcaption>;
//   any other shortcode is left as text with a warning.
// - An empty wp:post_name (a draft never saved with a slug) is kept as '': the import makes a slug
//   from the title. A non-ASCII one (stored percent-encoded) is decoded for the slug, and kept
//   encoded in the old addresses.
// - Old addresses: '/?p=id' (and '/?page_id=id' for a page), for a published or scheduled post
//   WordPress's date permalinks '/yyyy/mm/dd/slug/' and '/yyyy/mm/slug/' by its local date, and
//   the item's own <link> when it is on the site and has no query; all below the blog's folder
//   when WordPress lived in one (wp:base_blog_url https://example.com/blog → '/blog/?p=12').
// - Identity: the blog's own address (wp:base_blog_url, else wp:base_site_url, else the channel's
//   link) is the source site, so two blogs' post 12 are two items. wp:base_site_url alone is not
//   enough: every WordPress.com blog's is https://wordpress.com/.
// - Pages are pages (kind 'page'); the author is dc:creator's display name from the wp:author
//   list; a post behind a password is `protected` (a draft here, with a warning).
// - Dates: wp:post_date_gmt, else wp:post_date (read as UTC), else the item's pubDate. An empty
//   or malformed one is no reason to refuse the file: with none, the item is a draft, with a warning.
// - A post or page in the trash, an auto-draft or any other status is left out, with a warning.
// - Images: each <img src> and the feature image (the _thumbnail_id attachment's URL) under
//   /wp-content/uploads/ is looked for in the zip by its path below that folder; a resized copy
//   the zip lacks (cat-300x200.jpg) falls back on its original (cat.jpg). srcset is not read.

import { XMLParser } from 'fast-xml-parser';
import { plainText } from './importText';
import { wordPressSiteRedirects } from './siteRedirects';
import { oldHostImageWarnings } from './sourceHtml/oldHostImages';
import { sourceHtml } from './sourceHtml/transformSourceHtml';
import { ImportRefused, type ImportWarning, optionalSourceDate, type SourceContent, type SourceFile, type SourceItem } from './sourceTypes';

const MAX_ITEMS = 20_000;
/** WordPress's own post types that are not writing (menus, media, revisions, blocks, templates, styles). */
const WORDPRESS_OWN_TYPES = new Set(['attachment', 'revision', 'nav_menu_item', 'custom_css', 'customize_changeset', 'oembed_cache', 'user_request', 'wp_block', 'wp_template', 'wp_template_part', 'wp_global_styles', 'wp_navigation', 'wp_font_family', 'wp_font_face', 'feedback', 'jp_pay_order', 'jp_pay_product']);
const UPLOADS = 'wp-content/uploads/';

/** For the file detector: an RSS document that names WordPress's export namespace near its start. */
export function looksLikeWxr(text: string): boolean {
  const head = text.slice(0, 4096);
  return head.includes('<rss') && head.includes('wordpress.org/export/');
}

/**
 * Reads a WordPress export. `xmlName` is '' for a lone .xml file, or the WXR's entry in a zip
 * whose other entries are the wp-content/uploads tree (possibly under one top folder).
 */
export async function readWordPressExport(file: SourceFile, xmlName: string): Promise<SourceContent> {
  const xml = (await file.readText(xmlName)).replace(/^\uFEFF/, '');
  refuseDeclarations(xml);
  let parsed: XmlNode;
  try {
    parsed = parser().parse(xml) as XmlNode;
  } catch (error) {
    throw new ImportRefused(`not a WordPress export: ${xmlName || 'the file'} is not well-formed XML (${(error as Error).message.slice(0, 200)})`);
  }
  const channel = child(child(parsed, 'rss'), 'channel');
  if (!isNode(channel)) throw new ImportRefused(`not a WordPress export: ${xmlName || 'the file'} has no RSS channel`);
  if (!text(channel['wp:wxr_version'])) throw new ImportRefused(`not a WordPress export: ${xmlName || 'the file'} has no wp:wxr_version`);

  const siteUrl = parseUrl(text(channel['wp:base_blog_url'])) ?? parseUrl(text(channel.link)) ?? parseUrl(text(channel['wp:base_site_url']));
  const siteHosts = new Set([text(channel['wp:base_blog_url']), text(channel['wp:base_site_url']), text(channel.link)].map((url) => parseUrl(url)?.host).filter((host): host is string => !!host));
  const basePath = (siteUrl?.pathname ?? '/').replace(/\/+$/, '');
  const uploads = uploadsInZip(file.names);

  const rawItems = asArray(channel.item).filter(isNode);
  const attachments = new Map<string, string>(); // post id → attachment URL
  for (const raw of rawItems) {
    if (text(raw['wp:post_type']) !== 'attachment') continue;
    const url = text(raw['wp:attachment_url']) || text(raw.guid);
    if (url) attachments.set(text(raw['wp:post_id']), url);
  }

  const authors = new Map<string, string>(); // login → display name
  for (const author of asArray(channel['wp:author']).filter(isNode)) {
    const name = text(author['wp:author_display_name']).trim();
    if (name) authors.set(text(author['wp:author_login']).trim(), name);
  }

  const items: SourceItem[] = [];
  const warnings: ImportWarning[] = [];
  for (const raw of rawItems) {
    const type = text(raw['wp:post_type']);
    if (type !== 'post' && type !== 'page') {
      // A type a plugin or theme added (a portfolio, a product) is content the owner wrote: said, not dropped.
      if (!WORDPRESS_OWN_TYPES.has(type) && statusOf(text(raw['wp:status']))) {
        const title = decodeXml(text(raw.title)).trim() || `Untitled (${type} ${text(raw['wp:post_id'])})`;
        warnings.push({ item: title, message: `a "${type}" at the source, neither a post nor a page: left out`, skipped: 'posts' });
      }
      continue;
    }
    const wpStatus = text(raw['wp:status']);
    const status = statusOf(wpStatus);
    if (!status) {
      const title = decodeXml(text(raw.title)).trim() || `Untitled (${type} ${text(raw['wp:post_id'])})`;
      warnings.push({ item: title, message: `${wpStatus === 'trash' ? 'in the trash' : `its status is "${wpStatus || 'none'}"`} at the source: left out`, skipped: type === 'page' ? 'pages' : 'posts' });
      continue;
    }
    if (items.length === MAX_ITEMS) throw new ImportRefused(`the export holds more than ${MAX_ITEMS.toLocaleString('en')} posts and pages`);
    items.push(readItem(raw, type, status, { attachments, uploads, siteHosts, basePath, authors, warnings }));
  }
  warnings.push(...oldHostImageWarnings(items, { source: 'wordpress', oldSiteUrl: siteUrl?.href }));
  const site = [text(channel['wp:base_blog_url']), text(channel['wp:base_site_url']), text(channel.link)].map((url) => url.trim()).find(Boolean);
  const slugsOf = (element: string, field: string) => asArray(channel[element]).filter(isNode).map((node) => text(node[field]).trim()).filter(Boolean);
  const siteRedirects = wordPressSiteRedirects(slugsOf('wp:category', 'wp:category_nicename'), slugsOf('wp:tag', 'wp:tag_slug'), slugsOf('wp:author', 'wp:author_login'));
  // The site's title and tagline, which an import takes only when the owner asks (settings=true).
  const settings = { title: plainText(decodeXml(text(channel.title))) || undefined, description: plainText(decodeXml(text(channel.description))) || undefined };
  return { ...(site ? { site } : {}), items, subscribers: [], warnings, siteRedirects, settings };
}

interface ItemContext {
  attachments: Map<string, string>;
  uploads: Map<string, string>;
  siteHosts: Set<string>;
  basePath: string;
  authors: Map<string, string>;
  warnings: ImportWarning[];
}

function readItem(raw: XmlNode, type: 'post' | 'page', status: SourceItem['status'], context: ItemContext): SourceItem {
  const id = text(raw['wp:post_id']);
  const title = decodeXml(text(raw.title)).trim() || `Untitled (${type} ${id})`;
  const warn = (message: string) => context.warnings.push({ item: title, message });
  const postName = text(raw['wp:post_name']).trim(); // percent-encoded when not ASCII, as in the old addresses
  const slug = safeDecode(postName);

  const dateWarn = (field: string, value: string) => warn(`${field} is not a date (${JSON.stringify(value).slice(0, 60)}): not used`);
  const gmt = wpDate(text(raw['wp:post_date_gmt']), 'wp:post_date_gmt', dateWarn);
  const local = wpDate(text(raw['wp:post_date']), 'wp:post_date', dateWarn);
  const pubDate = rssDate(text(raw.pubDate));
  // A draft has no publication date (WordPress writes the last edit's there).
  const publishedAt = status === 'draft' ? undefined : (gmt?.date ?? local?.date ?? pubDate);
  const dateParts = local?.parts ?? gmt?.parts;
  if (text(raw['wp:status']) === 'private') warn('private at the source: imported as a draft');

  const { html, shortcodes } = bodyHtml(sourceHtml(text(raw['content:encoded']), { source: 'wordpress' }, warn));
  for (const name of shortcodes) warn(`a shortcode [${name}] is not supported and was left as text`);

  const files: Record<string, string> = {};
  const seen = new Set<string>();
  const addImage = (reference: string) => {
    if (seen.has(reference)) return;
    seen.add(reference);
    const inZip = uploadEntry(reference, context.uploads);
    // One the zip lacks is counted with the item's others still on the old site (./sourceHtml/oldHostImages.ts).
    if (inZip) files[reference] = inZip;
  };
  for (const src of imageSources(html)) addImage(src);
  let featureImage: string | undefined;
  const thumbnailId = asArray(raw['wp:postmeta'])
    .filter(isNode)
    .find((meta) => text(meta['wp:meta_key']) === '_thumbnail_id');
  if (thumbnailId) {
    featureImage = context.attachments.get(text(thumbnailId['wp:meta_value']));
    if (featureImage) addImage(featureImage);
  }

  const categories: string[] = [];
  const postTags: string[] = [];
  for (const category of asArray(raw.category).filter(isNode)) {
    const name = decodeXml(text(category)).trim();
    const nicename = decodeXml(attribute(category, 'nicename'));
    if (!name || nicename === 'uncategorized' || name === 'Uncategorized') continue;
    const domain = attribute(category, 'domain');
    if (domain === 'category') categories.push(name);
    else if (domain === 'post_tag') postTags.push(name);
  }

  const oldPaths = [`${context.basePath}/?p=${id}`];
  if (type === 'page') oldPaths.push(`${context.basePath}/?page_id=${id}`);
  if (type === 'post' && status !== 'draft' && slug && dateParts) {
    const [yyyy, mm, dd] = dateParts;
    oldPaths.push(`${context.basePath}/${yyyy}/${mm}/${dd}/${postName}/`, `${context.basePath}/${yyyy}/${mm}/${postName}/`);
  }
  // The item's own link: on the site's host, or written site-relative ('/blog/basic-post.html') by some exporters.
  const linkText = text(raw.link).trim();
  const link = linkText.startsWith('/') && !linkText.startsWith('//') ? parseUrl(`https://site.invalid${linkText}`) : parseUrl(linkText);
  const onSite = !!link && (link.host === 'site.invalid' || context.siteHosts.has(link.host));
  const linkPath = link?.pathname.replace(/\/{2,}/g, '/'); // WordPress.com writes some links with '//' after the host
  if (link && linkPath && onSite && !link.search && linkPath !== '/') oldPaths.push(linkPath);

  const excerpt = text(raw['excerpt:encoded']).trim();
  const creator = text(raw['dc:creator']).trim();
  const author = context.authors.get(creator) ?? creator;
  return {
    sourceId: id,
    kind: type,
    ...(author ? { author } : {}),
    ...(text(raw['wp:post_password']) ? { protected: true } : {}),
    title,
    slug,
    body: { html },
    ...(excerpt ? { excerpt } : {}),
    tags: [...new Set([...categories, ...postTags])],
    featured: text(raw['wp:is_sticky']) === '1',
    ...(featureImage ? { featureImage } : {}),
    status,
    ...(publishedAt ? { publishedAt } : {}),
    files,
    oldPaths: [...new Set(oldPaths)],
  };
}

function statusOf(status: string): SourceItem['status'] | undefined {
  switch (status) {
    case 'publish':
      return 'published';
    case 'draft':
    case 'pending':
    case 'private':
      return 'draft';
    case 'future':
      return 'scheduled';
    default:
      return undefined; // trash, auto-draft, inherit, or anything else
  }
}

/** 'YYYY-MM-DD HH:MM:SS' read as UTC, with its date's digits for permalinks; undefined for none ('' or all zeros), and for a malformed one (said with `warn`). */
function wpDate(value: string, field: string, warn: (field: string, value: string) => void): { date: Date; parts: [string, string, string] } | undefined {
  const trimmed = value.trim();
  if (trimmed === '' || /^0000-00-00( 00:00:00)?$/.test(trimmed)) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(trimmed);
  const [year, month, day, hour, minute, second] = (match?.slice(1) ?? []).map(Number);
  const date = match ? new Date(Date.UTC(year, month - 1, day, hour, minute, second)) : undefined;
  if (!match || !date || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    warn(field, value);
    return undefined;
  }
  return { date, parts: [match[1], match[2], match[3]] };
}

/** An RSS pubDate ('Sat, 16 Oct 2010 20:53:18 +0000'); WordPress writes one for every item, the epoch for an undated draft. */
function rssDate(value: string): Date | undefined {
  const date = optionalSourceDate(value);
  return date && date.getTime() > 0 ? date : undefined;
}

// --- Security: no declarations, no entity expansion ---------------------------------------------

/** Refuses a document declaring a DOCTYPE or an ENTITY outside its CDATA sections and comments (where the text declares nothing). */
function refuseDeclarations(xml: string) {
  const markup = /<!\[CDATA\[|<!--|<!\s*(?:DOCTYPE|ENTITY)/gi;
  for (let match = markup.exec(xml); match; match = markup.exec(xml)) {
    const close = match[0] === '<!--' ? '-->' : match[0] === '<![CDATA[' ? ']]>' : undefined;
    if (!close) {
      throw new ImportRefused('the WordPress export declares a DOCTYPE or an ENTITY, which an export never does: it was refused unread (it could expand to fill the memory or read files)');
    }
    const end = xml.indexOf(close, markup.lastIndex);
    if (end >= 0) markup.lastIndex = end + close.length; // an unclosed one hides nothing: the rest is still searched
  }
}

const parser = () =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    processEntities: false, // no entity of any kind is expanded by the parser; decodeXml below does the five and numeric references
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    cdataPropName: '#cdata', // kept apart: a CDATA section's text is verbatim, entities and all
    trimValues: true,
    isArray: (name) => name === 'item' || name === 'category' || name === 'wp:postmeta',
  });

const xmlEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The five XML entities and numeric character references; anything else is left as written. */
function decodeXml(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, name: string) => {
    if (name[0] !== '#') return xmlEntities[name];
    const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

// --- The parsed tree ------------------------------------------------------------------------------

type XmlNode = { [key: string]: unknown };

const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const child = (node: unknown, name: string): unknown => (isNode(node) ? node[name] : undefined);

/** An element's text: its plain text decoded, its CDATA sections as they are. */
function text(value: unknown): string {
  if (typeof value === 'string') return decodeXml(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(text).join('');
  if (!isNode(value)) return '';
  return (
    text(value['#text']) +
    asArray(value['#cdata'])
      .map((part) => (typeof part === 'string' ? part : ''))
      .join('')
  );
}

const attribute = (node: XmlNode, name: string): string => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? decodeXml(value) : '';
};

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parseUrl(value: string): URL | undefined {
  if (!value) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

// --- The body -------------------------------------------------------------------------------------

const BLOCK_TAG = /<\/?(p|div|h[1-6]|ul|ol|li|figure|blockquote|pre|table|hr|section|article|aside|header|footer|dl|form|address)\b/i;

// Shortcodes worth a warning without attributes or a closing tag; any other [name] needs one of
// those to count (so that "[sic]" or "[1]" in prose is not taken for one).
const KNOWN_SHORTCODES = new Set([
  'gallery',
  'embed',
  'video',
  'audio',
  'playlist',
  'caption',
  'wp_caption',
  'contact-form',
  'contact-form-7',
  'youtube',
  'vimeo',
  'soundcloud',
  'tweet',
  'instagram',
  'code',
  'sourcecode',
]);

function bodyHtml(content: string): { html: string; shortcodes: string[] } {
  let html = captionsToFigures(content);
  if (!/<p[\s>]/i.test(html)) html = autoParagraphs(html);
  return { html, shortcodes: shortcodesIn(html) };
}

function autoParagraphs(html: string): string {
  // <pre> blocks keep their blank lines: the parts between them are paragraphed one by one.
  return html
    .replace(/\r\n?/g, '\n')
    .split(/(<pre[\s>][\s\S]*?<\/pre>)/i)
    .map((part, index) => (index % 2 === 1 ? part : paragraphs(part)))
    .filter((part) => part.trim() !== '')
    .join('\n\n');
}

function paragraphs(text: string): string {
  return text
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => (BLOCK_TAG.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`))
    .join('\n\n');
}

/** [caption id="…" align="…" width="…"]<a><img></a> The caption[/caption] → a figure. */
function captionsToFigures(html: string): string {
  return html.replace(/\[caption([^\]]*)\]([\s\S]*?)\[\/caption\]/g, (whole, attributes: string, inner: string) => {
    const match = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(inner);
    if (!match) return whole;
    const caption = match[2].trim() || (/\bcaption="([^"]*)"/.exec(attributes)?.[1] ?? '');
    return `<figure>${match[1]}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
  });
}

function shortcodesIn(html: string): string[] {
  const found = new Set<string>();
  const withoutCode = html.replace(/<(pre|code)[\s>][\s\S]*?<\/\1>/gi, '');
  for (const match of withoutCode.matchAll(/\[([a-zA-Z][\w-]*)(\s[^\]]*)?\]/g)) {
    const name = match[1];
    const hasAttributes = !!match[2] && /=/.test(match[2]);
    if (KNOWN_SHORTCODES.has(name.toLowerCase()) || hasAttributes || withoutCode.includes(`[/${name}]`)) found.add(name);
  }
  return [...found];
}

function imageSources(html: string): string[] {
  const sources = new Set<string>();
  for (const tag of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag[0]);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value?.trim()) sources.add(value.trim());
  }
  return [...sources];
}

// --- Uploads in the zip ---------------------------------------------------------------------------

/** Each zip entry under a wp-content/uploads folder, by its path below that folder. */
function uploadsInZip(names: string[]): Map<string, string> {
  const byRest = new Map<string, string>();
  for (const name of names) {
    if (name.endsWith('/') || name.startsWith('__MACOSX/')) continue;
    const at = name.startsWith(UPLOADS) ? 0 : name.indexOf(`/${UPLOADS}`) + 1;
    if (at === 0 && !name.startsWith(UPLOADS)) continue; // indexOf gave -1: not an upload
    const rest = name.slice(at + UPLOADS.length);
    if (rest && !byRest.has(rest)) byRest.set(rest, name);
  }
  return byRest;
}

/** The part of an image address below wp-content/uploads/ (decoded, no query), or undefined when it is not an upload. */
function uploadsPath(reference: string): string | undefined {
  let path: string;
  try {
    path = new URL(decodeXml(reference), 'https://site.invalid/').pathname;
  } catch {
    return undefined;
  }
  const at = path.indexOf(`/${UPLOADS}`);
  if (at < 0) return undefined;
  return safeDecode(path.slice(at + UPLOADS.length + 1));
}

/** The zip entry for an upload's address: the file itself, else the original a resized copy (name-300x200.jpg) was made from. */
function uploadEntry(reference: string, uploads: Map<string, string>): string | undefined {
  const rest = uploadsPath(reference);
  if (rest === undefined) return undefined;
  return uploads.get(rest) ?? uploads.get(rest.replace(/-\d+x\d+(\.\w+)$/, '$1'));
}
