// The text rules of the admin forms (spec section 5): slugs, reading time, excerpts and tags.
// Pure, shared by the browser (live previews, auto-filled fields) and the server (which
// derives whatever the client left empty), so both always agree.

export const WORDS_PER_MINUTE = 200;
/** Auto excerpt length of the blog create form. */
export const CREATE_EXCERPT_LENGTH = 150;
/** Auto excerpt length of the edit forms and both essay forms. */
export const EDIT_EXCERPT_LENGTH = 200;

const collapseHyphens = (slug: string) => slug.replace(/-+/g, '-').replace(/^-|-$/g, '');

/** 32-bit FNV-1a of the text's UTF-16 code units, as 8 hex digits: the same in every browser and on the server. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The spec's rules keep ASCII letters and digits only, so a title in another script (Arabic,
 * Chinese...) leaves nothing. Such a title gets 'article-' and a hash of its text instead: stable
 * (the same title always gives the same slug) and valid in a URL. Punctuation alone still gives ''.
 */
function withFallback(slug: string, text: string): string {
  if (slug !== '' || !/[^\s\p{P}]/u.test(text)) return slug;
  return `article-${shortHash(text.trim().normalize('NFC'))}`;
}

/** Blog create: lowercase, drop characters other than word characters, spaces and hyphens, whitespace to hyphens, collapse hyphens. */
export const slugifyForCreate = (title: string): string =>
  withFallback(collapseHyphens(title.toLowerCase().replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-')), title);

/** Essays and blog edit: lowercase, drop characters other than letters, digits, underscore, whitespace and hyphen, whitespace to hyphens, merge hyphens. */
export const slugifyForEdit = (title: string): string =>
  withFallback(collapseHyphens(title.toLowerCase().replace(/[^a-z0-9_\s-]/g, '').trim().replace(/\s+/g, '-')), title);

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return namedEntities[name.toLowerCase()] ?? whole;
    const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Tags that separate words; any other tag (strong, a, em...) joins its text to its neighbours. */
const BLOCK_TAG = /<\/?(?:p|div|br|hr|h[1-6]|li|ul|ol|dl|dt|dd|blockquote|pre|table|thead|tbody|tr|td|th|section|article|figure|figcaption|img)\b[^>]*>/gi;

/** What rendered markdown holds that nobody reads as prose: a formula's TeX source, footnote marks and the footnotes. */
const UNREAD = /<annotation\b[^>]*>[\s\S]*?<\/annotation>|<sup><a [^>]*data-footnote-ref[^>]*>[\s\S]*?<\/a><\/sup>|<section [^>]*data-footnotes[^>]*>[\s\S]*?<\/section>/gi;

/** The readable text of an HTML fragment: tags stripped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(UNREAD, '').replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}

/** Whole minutes to read: words split on whitespace / 200, rounded up, at least 1. */
export function readTimeMinutes(html: string): number {
  const text = htmlToText(html);
  const words = text ? text.split(/\s+/).length : 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The essay form of the reading time: '{n} min read'. */
export const essayReadingTime = (minutes: number): string => `${minutes} min read`;

/** The first `length` characters of the text (trimmed), with '...' when the text was longer. */
export function autoExcerpt(html: string, length: number): string {
  const text = htmlToText(html);
  if (text.length <= length) return text;
  return `${text.slice(0, length).trim()}...`;
}

/** Comma-separated tags: trimmed, empties dropped. */
export const parseTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
