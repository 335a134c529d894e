// Reads Ghost's JSON export (Settings → Migration → Export), alone or inside a zip with the
// site's content/images folder beside it: posts and pages with their tags, and the images of
// content/images they use that the zip holds. Ghost writes its own address as __GHOST_URL__; it
// goes, leaving site-relative paths (/content/images/2024/01/a.jpg, /other-post/). A post stored
// only as Lexical is rendered by Ghost's own renderer (./ghostLexical.ts). Pages are pages, each
// item keeps its first author, and the site's settings (title, description, accent colour,
// navigation, X and Facebook) come along for an import that asks for them.
import { lexicalToHtml } from './ghostLexical';
import { ghostSiteRedirects } from './siteRedirects';
import { oldHostImageWarnings } from './sourceHtml/oldHostImages';
import { sourceHtml } from './sourceHtml/transformSourceHtml';
import { ImportRefused, type ImportWarning, type SourceContent, type SourceFile, type SourceItem, type SourceSettings, optionalSourceDate } from './sourceTypes';

export const MAX_GHOST_POSTS = 20_000;

const GHOST_URL = '__GHOST_URL__';
const IMAGES = 'content/images/';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Ghost's export is { db: [{ meta, data }] }; exports of old versions are { meta, data }. */
function ghostData(document: unknown): Row {
  if (!isRow(document)) throw new ImportRefused('not a Ghost export: the file is not a JSON object');
  // Without db, { meta, data } as a whole: data alone is too common a shape to be taken for Ghost's.
  const candidates = Array.isArray(document.db) ? document.db : isRow(document.meta) ? [document] : [];
  const found = candidates.find((entry): entry is Row => isRow(entry) && isRow(entry.data) && Array.isArray(entry.data.posts));
  if (!found) throw new ImportRefused('not a Ghost export: it has no db[0].data.posts');
  return found.data as Row;
}

/** A table of the export: absent is empty, anything but a list of objects refuses the file. */
function table(data: Row, name: string): Row[] {
  const rows = data[name];
  if (rows === undefined || rows === null) return [];
  if (!Array.isArray(rows) || !rows.every(isRow)) throw new ImportRefused(`not a Ghost export: data.${name} is not a list of rows`);
  return rows;
}

/** An id (Ghost's are hex strings; very old exports had numbers). */
const idOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined);

function optionalText(row: Row, field: string, item: string): string | undefined {
  const value = row[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ImportRefused(`${item}: ${field} is not text (${JSON.stringify(value)?.slice(0, 60)})`);
  return value;
}

function requiredText(row: Row, field: string, item: string): string {
  const value = optionalText(row, field, item);
  if (value === undefined) throw new ImportRefused(`${item}: it has no ${field}`);
  return value;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Ghost's plain text of a post as HTML: a paragraph per blank-line-separated block. */
function plaintextHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * What the site will not show of an item's HTML (its sanitiser removes frames, scripts, forms
 * and media players): one message per kind found, to warn the owner before the import.
 */
export function unshownContentWarnings(html: string): string[] {
  const messages: string[] = [];
  if (/<(?:iframe|object|embed)\b/i.test(html) || /\bkg-embed-card\b/.test(html)) messages.push('an embed (iframe) is removed: the site does not show embedded frames');
  if (/<script\b/i.test(html)) messages.push('a script is removed: the site runs no scripts in posts');
  if (/<video\b/i.test(html) || /\bkg-video-card\b/.test(html)) messages.push('a video is removed: the site does not show video players in posts');
  if (/<audio\b/i.test(html) || /\bkg-audio-card\b/.test(html)) messages.push('an audio player is removed: the site does not show audio players in posts');
  if (/<form\b/i.test(html)) messages.push('a form is removed: the site does not show forms in posts');
  return messages;
}

/**
 * The zip's images by their path from content/images/ on: an entry
 * 'my-site/content/images/2024/01/a.jpg' answers 'content/images/2024/01/a.jpg'.
 */
function imageEntries(names: string[]): Map<string, string> {
  const images = new Map<string, string>();
  for (const name of names) {
    const at = name.startsWith(IMAGES) ? 0 : name.indexOf(`/${IMAGES}`) + 1;
    if (at === 0 && !name.startsWith(IMAGES)) continue; // no content/images/ in the name
    const key = name.slice(at);
    if (!images.has(key)) images.set(key, name);
  }
  return images;
}

const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The zip entry an image reference of content/images points at, trying the path as written,
 * URL-decoded, and without Ghost's resized variant (/content/images/size/w600/format/webp/…).
 */
function imageEntry(reference: string, images: Map<string, string>): string | undefined {
  const path = decodeEntities(reference)
    .replace(/[?#].*$/, '')
    .slice(1);
  const original = path.replace(/^content\/images\/size\/[^/]+\/(?:format\/[^/]+\/)?/, IMAGES);
  for (const candidate of new Set([path, decoded(path), original, decoded(original)])) {
    const entry = images.get(candidate);
    if (entry) return entry;
  }
  return undefined;
}

const isContentImage = (reference: string): boolean => reference.startsWith(`/${IMAGES}`);
const isAbsoluteUrl = (reference: string): boolean => /^https?:\/\//i.test(reference);

/** Every image source of the HTML as written, in order, each once. */
function imageSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) sources.add((match[1] ?? match[2] ?? match[3]).trim());
  return [...sources];
}

function isFeatured(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Tag names of each post, in Ghost's order, internal tags (#name) left out. */
function tagsByPost(data: Row): Map<string, string[]> {
  const tagNames = new Map<string, string>();
  for (const tag of table(data, 'tags')) {
    const id = idOf(tag.id);
    const name = typeof tag.name === 'string' ? tag.name.trim() : '';
    if (id && name !== '' && !name.startsWith('#') && tag.visibility !== 'internal') tagNames.set(id, name);
  }
  const links = table(data, 'posts_tags')
    .map((link, index) => ({ post: idOf(link.post_id), tag: idOf(link.tag_id), order: typeof link.sort_order === 'number' ? link.sort_order : 0, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  const tags = new Map<string, string[]>();
  for (const { post, tag } of links) {
    const name = tag === undefined ? undefined : tagNames.get(tag);
    if (post === undefined || name === undefined) continue;
    const list = tags.get(post) ?? [];
    if (!list.includes(name)) list.push(name);
    tags.set(post, list);
  }
  return tags;
}

/** Each post's first author's name (posts_authors by sort_order → users). */
function authorsByPost(data: Row): Map<string, string> {
  const names = new Map<string, string>();
  for (const user of table(data, 'users')) {
    const id = idOf(user.id);
    if (id && typeof user.name === 'string' && user.name.trim() !== '') names.set(id, user.name.trim());
  }
  const authors = new Map<string, string>();
  const links = table(data, 'posts_authors').sort((a, b) => (typeof a.sort_order === 'number' ? a.sort_order : 0) - (typeof b.sort_order === 'number' ? b.sort_order : 0));
  for (const link of links) {
    const post = idOf(link.post_id);
    const name = names.get(idOf(link.author_id) ?? '');
    if (post && name && !authors.has(post)) authors.set(post, name);
  }
  return authors;
}

const slugsOf = (rows: Row[]): string[] => rows.map((row) => (typeof row.slug === 'string' ? row.slug.trim() : '')).filter((slug) => /^[\p{L}\p{N}_-]+$/u.test(slug));

/** Ghost's settings rows ({ key, value }) as this site's settings an import may carry over. */
function ghostSettings(data: Row): SourceSettings {
  const values = new Map<string, string>();
  for (const row of table(data, 'settings')) if (typeof row.key === 'string' && typeof row.value === 'string' && row.value.trim() !== '') values.set(row.key, row.value.trim());
  const settings: SourceSettings = {};
  const title = values.get('title');
  if (title) settings.title = title;
  const description = values.get('description');
  if (description) settings.description = description;
  const accent = values.get('accent_color');
  if (accent && /^#[0-9a-f]{6}$/i.test(accent)) settings.accentColor = accent.toLowerCase();
  const twitter = values.get('twitter')?.replace(/^@/, '');
  if (twitter) settings.x = twitter;
  const facebook = values.get('facebook')?.replace(/^@/, '');
  if (facebook) settings.facebook = facebook;
  const navigation = values.get('navigation');
  if (navigation) {
    try {
      const links = JSON.parse(navigation) as unknown;
      if (Array.isArray(links)) {
        settings.navigation = links
          .filter((link): link is Row => isRow(link) && typeof link.label === 'string' && typeof link.url === 'string')
          .map((link) => ({ label: String(link.label), url: String(link.url).replaceAll(GHOST_URL, '') || '/' }));
      }
    } catch {
      // not JSON: no navigation to carry over
    }
  }
  return settings;
}

/**
 * Reads a Ghost export. `jsonName` is the JSON's entry in the zip, or '' for a lone JSON file
 * (whose images, then, are all missing). Posts and pages alike become items.
 */
export async function readGhostExport(file: SourceFile, jsonName: string): Promise<SourceContent> {
  const text = await file.readText(jsonName);
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportRefused(`not a Ghost export: ${jsonName || 'the file'} is not JSON (${(error as Error).message})`);
  }
  const data = ghostData(document);
  const posts = table(data, 'posts');
  if (posts.length > MAX_GHOST_POSTS) throw new ImportRefused(`too many posts in the Ghost export (${posts.length}; at most ${MAX_GHOST_POSTS})`);
  const tags = tagsByPost(data);
  const authors = authorsByPost(data);
  const settings = ghostSettings(data);
  const images = imageEntries(file.names);

  const items: SourceItem[] = [];
  const warnings: ImportWarning[] = [];
  const seen = new Set<string>();
  for (const [index, post] of posts.entries()) {
    const kind = post.type === 'page' || post.page === true || post.page === 1 ? 'page' : 'post';
    const id = idOf(post.id);
    if (id === undefined) throw new ImportRefused(`${kind} ${index + 1} of the Ghost export has no id`);
    const label = `${kind} ${id}`;
    const title = requiredText(post, 'title', label);
    const slug = requiredText(post, 'slug', label);
    const item = title.trim() || slug;
    const warn = (message: string) => warnings.push({ item, message });
    const named = `${kind} "${item}"`;

    if (post.type !== undefined && post.type !== 'post' && post.type !== 'page') {
      warn(`skipped: Ghost's type ${JSON.stringify(post.type)?.slice(0, 40)} is neither a post nor a page`);
      continue;
    }
    if (seen.has(id)) {
      warn(`skipped: the export has a second ${kind} with the id ${id}`);
      continue;
    }
    seen.add(id);

    const ghostStatus = requiredText(post, 'status', named);
    let status: SourceItem['status'] = ghostStatus === 'draft' ? 'draft' : ghostStatus === 'scheduled' ? 'scheduled' : 'published';
    if (ghostStatus !== 'draft' && ghostStatus !== 'scheduled' && ghostStatus !== 'published') {
      const why = ghostStatus === 'sent' ? ' (it was sent by email only)' : '';
      warn(`Ghost's status "${ghostStatus}"${why} is imported as published`);
    }
    const publishedAt = status === 'draft' ? undefined : optionalSourceDate(post.published_at);
    if (status !== 'draft' && !publishedAt) {
      const written = post.published_at === null || post.published_at === undefined || post.published_at === '';
      warn(written ? 'it has no published_at: imported as a draft' : `its published_at ${JSON.stringify(post.published_at).slice(0, 60)} is not a date: imported as a draft`);
      status = 'draft';
    }

    let html = optionalText(post, 'html', named);
    if (html === undefined || html.trim() === '') {
      const lexical = optionalText(post, 'lexical', named);
      const plaintext = optionalText(post, 'plaintext', named);
      const rendered = lexical && lexical.trim() !== '' ? await lexicalToHtml(lexical) : undefined;
      if (rendered && 'html' in rendered) html = rendered.html;
      else if (plaintext !== undefined && plaintext.trim() !== '') {
        if (rendered) warn(`${rendered.error}: its plain text is imported instead`);
        html = plaintextHtml(plaintext);
      } else {
        warn(rendered ? `skipped: ${rendered.error}, and it has no HTML or plain text` : 'skipped: the export has neither HTML, Lexical nor plain text for it');
        continue;
      }
    }
    html = sourceHtml(html.replaceAll(GHOST_URL, ''), { source: 'ghost' }, warn);
    for (const message of unshownContentWarnings(html)) warn(message);
    // For members only at Ghost: a draft here (the core says so), never published to everyone.
    const membersOnly = typeof post.visibility === 'string' && post.visibility !== 'public';

    // Images of content/images: found ones into `files`. A missing one is counted with the
    // item's others still on the old site (./sourceHtml/oldHostImages.ts); a body image stays as
    // written, a missing feature image is left out.
    const files: Record<string, string> = {};
    const findImage = (reference: string): boolean => {
      const entry = imageEntry(reference, images);
      if (entry) files[reference] = entry;
      return entry !== undefined;
    };
    for (const source of imageSources(html)) if (isContentImage(source)) findImage(source);

    let featureImage = (optionalText(post, 'feature_image', named) ?? optionalText(post, 'image', named))?.replaceAll(GHOST_URL, '').trim() || undefined;
    if (featureImage !== undefined && !isAbsoluteUrl(featureImage)) {
      if (!isContentImage(featureImage)) warn(`the feature image ${featureImage} is neither in content/images nor a web address; it is left out`);
      if (!isContentImage(featureImage) || !findImage(featureImage)) featureImage = undefined;
    }

    const excerpt = optionalText(post, 'custom_excerpt', named)?.trim();
    const author = authors.get(id);
    items.push({
      sourceId: id,
      kind,
      ...(author ? { author } : {}),
      title,
      slug,
      body: { html },
      ...(excerpt ? { excerpt } : {}),
      tags: tags.get(id) ?? [],
      featured: isFeatured(post.featured),
      ...(featureImage ? { featureImage } : {}),
      status,
      ...(membersOnly ? { protected: true } : {}),
      ...(publishedAt ? { publishedAt } : {}),
      files,
      oldPaths: [`/${slug}/`],
    });
  }
  warnings.push(...oldHostImageWarnings(items, { source: 'ghost' }));
  const visibleTags = table(data, 'tags').filter((tag) => tag.visibility !== 'internal');
  return {
    ...(settings.title ? { site: settings.title } : {}),
    items,
    subscribers: [],
    warnings,
    settings,
    siteRedirects: ghostSiteRedirects(slugsOf(visibleTags), slugsOf(table(data, 'users'))),
  };
}
