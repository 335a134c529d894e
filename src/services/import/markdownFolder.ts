// A zip of a folder of markdown files: an Astro, Hugo or Jekyll content folder, an Obsidian vault,
// or the whole site's repository. Each markdown file (.md, .markdown, .mdown, .mkd, .mdx) becomes an
// item whose body stays markdown; a file left out is named in a warning with the reason.
//
// - Skipped: macOS's __MACOSX/ copies, anything under a folder or named with a leading '.'
//   (.git, .obsidian, .github), a README.md at the site's top (below), and Hugo's section pages
//   (_index.md).
// - Front matter: YAML between '---' lines (at most 64 KB, ten aliases: an alias bomb is refused),
//   or Hugo's TOML between '+++' lines, of which the simple part is read (key = string, number,
//   boolean, date or one-line array, and [tables] one level deep); a line beyond that is skipped
//   with a warning.
// - Dates: a YAML timestamp, or a string 'YYYY-MM-DD', 'YYYY-MM-DD HH:MM[:SS]' (with a zone, or
//   read as UTC when it has none; Jekyll's '2023-01-29 18:30:22 2023 -0800' with its year twice)
//   or a written-out date ('May 1, 2023', RFC 2822). A date that cannot be read gives way to the
//   file name's, with a warning. Jekyll's file names ('2023-05-01-my-post.md') give the date and
//   slug front matter does not; in a _drafts folder the file is a draft.
// - No date, and not a draft: imported as a draft, with a warning.
// - Tags: `tags`, then `categories` and `category`: a list, or a string split at commas.
// - Jekyll: `{% highlight lang %}` blocks become fenced code; other Liquid tags are warned about.
//   `layout: page` makes a page; `author` is kept.
// - Old addresses: '/slug/' (a slug with spaces or punctuation as generators make it: 'My Note' →
//   '/my-note/'), Jekyll's default '/yyyy/mm/dd/slug.html' and '/category/yyyy/mm/dd/slug.html'
//   (from the file name's date), and the site's '/feed.xml' to this site's feed,
//   and Hugo's `aliases` and a `permalink` or `url` beginning with '/'.
// - Images: a relative reference is looked up beside the file, then from the zip's top (Obsidian
//   writes vault-relative paths); one beginning with '/' in the site's public/ or static/ folder or
//   at the site's top. The site's top is the zip's top, or its one top folder when it has one.
// - Identity: an item is remembered by its path in the zip, which names the zip's one top folder
//   when it has one ('my-blog/posts/hello.md': a re-export of the same site updates it). A zip
//   with files at its top has no such name, so its items are remembered under the uploaded file's
//   name ('notes.zip:post.md'): two unrelated zips that both hold post.md make two posts.

import { parse as parseYaml } from 'yaml';
import { ADMIN_CONTENT_LIMITS } from '../../../views/api/adminContentLimits';
import { isSitePath } from '../../../views/lib/sitePath';
import { liquidToMarkdown } from './liquidTags';
import { SITE_FEED } from './siteRedirects';
import { ImportRefused, type ImportWarning, type SourceContent, type SourceFile, type SourceItem } from './sourceTypes';

const MAX_FILES = 20_000;
const MAX_FRONT_MATTER = 64 * 1024;
/** The most bytes a file whose markdown the studio could save takes: 3 UTF-8 bytes per UTF-16 unit, and its front matter. */
const MAX_FILE_BYTES = 3 * ADMIN_CONTENT_LIMITS.markdown + MAX_FRONT_MATTER + 8;

type FrontMatter = Record<string, unknown>;

/** The file names read as markdown. */
const MARKDOWN_FILE = /\.(?:md|markdown|mdown|mkd|mdx)$/i;
/** Text formats site generators also write posts in, which this import does not read: each one is named. */
const UNREAD_POST_FILE = /\.(?:textile|rst|adoc|asciidoc|org|html?)$/i;
/** Jekyll's and Hugo's folders of posts, where an unread file is a post left out. */
const POSTS_FOLDER = /(?:^|\/)(?:_posts|_drafts|posts|content|_pages)\//;

/** Which archive the items came from, as a prefix of their source ids: '' when the zip's one top folder already names it. */
function archivePrefix(entries: string[], archiveName: string): string {
  const tops = new Set(entries.map((name) => (name.includes('/') ? name.slice(0, name.indexOf('/')) : '')));
  if (tops.size === 1 && !tops.has('')) return '';
  const stem = archiveName
    .toLowerCase()
    .replace(/\.zip$/, '')
    .replace(/\s*\(\d+\)$/, '') // a browser's second download: 'notes (1).zip'
    .trim();
  return `${stem || 'zip'}:`;
}

export async function readMarkdownFolder(file: SourceFile, archiveName = ''): Promise<SourceContent> {
  const entries = file.names.filter((name) => !name.endsWith('/') && !name.startsWith('__MACOSX/') && !name.split('/').some((segment) => segment.startsWith('.')));
  const zip = new ZipIndex(entries);
  const isTopReadme = (name: string) => /^readme\.md$/i.test(baseName(name)) && zip.isTop(dirName(name));
  const prefix = archivePrefix(entries, archiveName);
  const warnings: ImportWarning[] = [];
  const markdown: string[] = [];
  for (const name of entries.sort()) {
    if (MARKDOWN_FILE.test(name)) {
      if (isTopReadme(name)) warnings.push({ item: name, message: "left out: the site's README is not a post" });
      else if (/^_index\.mdx?$/i.test(baseName(name))) warnings.push({ item: name, message: "left out: a Hugo section's _index page lists posts; it is not one" });
      else markdown.push(name);
    } else if (UNREAD_POST_FILE.test(name) && POSTS_FOLDER.test(name)) {
      warnings.push({ item: name, message: `left out: ${name.slice(name.lastIndexOf('.'))} files are not read (only markdown: .md, .markdown, .mdown, .mkd, .mdx)` });
    }
  }
  if (markdown.length === 0) throw new ImportRefused('no markdown files (.md, .markdown, .mdown, .mkd, .mdx) in the zip');
  if (markdown.length > MAX_FILES) throw new ImportRefused(`the zip holds more than ${MAX_FILES.toLocaleString('en')} markdown files`);

  const items: SourceItem[] = [];
  for (const name of markdown) {
    if (file.sizeOf(name) > MAX_FILE_BYTES) {
      warnings.push({ item: name, message: `not imported: longer than the ${ADMIN_CONTENT_LIMITS.markdown.toLocaleString('en')} characters a post's markdown may have` });
      continue;
    }
    items.push({ ...readItem(name, await file.readText(name, MAX_FILE_BYTES), zip, warnings), sourceId: `${prefix}${name}`.slice(-191) });
  }
  const site = siteName(entries, archiveName);
  return { site, items, subscribers: [], warnings, siteRedirects: [{ from: '/feed.xml', to: SITE_FEED }] };
}

/** The folder's name: the zip's one top folder, else the zip's own name. */
function siteName(entries: string[], archiveName: string): string {
  const prefix = archivePrefix(entries, archiveName);
  return prefix === '' ? entries[0].slice(0, entries[0].indexOf('/')) : prefix.slice(0, -1);
}

function readItem(name: string, source: string, zip: ZipIndex, allWarnings: ImportWarning[]): SourceItem {
  const isMdx = /\.mdx$/i.test(name);
  const extension = /\.[^./]+$/.exec(name)?.[0] ?? '';
  const warnings: string[] = []; // given the item's title at the end
  const warn = (message: string) => warnings.push(message);
  const { data, body: afterFrontMatter } = splitFrontMatter(source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), name, warnings);

  const fileName = baseName(name).slice(0, baseName(name).length - extension.length);
  const jekyll = jekyllName(fileName);
  const folderName = baseName(dirName(name));
  const nameSlug = /^_?index$/i.test(fileName) ? folderName || fileName : (jekyll?.slug ?? fileName);

  // Title: front matter, else the body's first '# heading' (taken out of the body), else the file's name.
  let body = afterFrontMatter;
  let title = stringField(data.title);
  const heading = firstHeading(body);
  if (!title && heading) {
    title = heading.text;
    body = body.slice(0, heading.start) + body.slice(heading.end);
  } else if (title && heading && heading.text === title && body.slice(0, heading.start).trim() === '') {
    body = body.slice(heading.end); // the same title again at the top of the body
  }
  title ||= nameSlug;

  if (isMdx) body = withoutMdxStatements(body);
  const liquid = liquidToMarkdown(body.replace(/^\n+/, ''));
  body = liquid.markdown;
  const scannable = withoutCode(body);

  // Status and date: a front matter date that cannot be read gives way to the file name's.
  const dateField = (['date', 'pubDate', 'publishDate'] as const).find((field) => data[field] !== undefined && data[field] !== null && data[field] !== '');
  let publishedAt = jekyll?.date;
  if (dateField) {
    const read = frontMatterDate(data[dateField]);
    if (read) publishedAt = read;
    else warn(`its ${dateField} ${JSON.stringify(String(data[dateField])).slice(0, 60)} is not a date${jekyll ? ": the file name's date is used" : ''}`);
  }
  const draft = data.draft === true || data.draft === 'true' || data.published === false || data.published === 'false' || /(^|\/)_drafts\//.test(name);
  let status: SourceItem['status'];
  if (draft) status = 'draft';
  else if (!publishedAt) {
    status = 'draft';
    warn('no date: imported as a draft');
  } else status = publishedAt.getTime() > Date.now() ? 'scheduled' : 'published';

  const slug = stringField(data.slug) || nameSlug;
  const tags = [...new Set([...listField(data.tags), ...listField(data.categories), ...listField(data.category)])];
  const excerpt = stringField(data.description) || stringField(data.excerpt) || stringField(data.summary);
  const featured = data.featured === true;

  // Images: the body's, and the feature image.
  const files: Record<string, string> = {};
  const folder = dirName(name);
  const seen = new Map<string, boolean>();
  const addImage = (reference: string): boolean => {
    const known = seen.get(reference);
    if (known !== undefined) return known;
    const found = findImage(reference);
    seen.set(reference, found);
    return found;
  };
  const findImage = (reference: string): boolean => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(reference)) return false; // an address elsewhere (https:, data:) or a fragment
    const found = zip.resolve(reference, folder);
    if ('entry' in found) {
      files[reference] = found.entry;
      return true;
    }
    warn(found.outside ? `image ${reference} points outside the zip and was left as it is` : `image ${reference} is not in the file`);
    return false;
  };
  for (const reference of imageReferences(scannable)) addImage(reference);
  let featureImage: string | undefined;
  const image = imageField(data.image) || imageField(data.cover) || imageField(data.heroImage) || imageField(data.featured_image) || imageField(data.cover_image);
  if (image) {
    if (/^https?:\/\//i.test(image) || addImage(image)) featureImage = image;
  }

  // What the body holds that this site cannot show.
  if (isMdx) for (const component of mdxComponents(scannable)) warn(`an MDX component <${component}> is not supported and was left as text`);
  const wikiLinks = [...new Set([...scannable.matchAll(/!?\[\[([^\]\n]+)\]\]/g)].map((match) => match[0]))];
  if (wikiLinks.length > 0) warn(`wiki links are not supported and were left as text: ${wikiLinks.slice(0, 5).join(', ')}${wikiLinks.length > 5 ? ` and ${wikiLinks.length - 5} more` : ''}`);
  for (const shortcode of new Set([...scannable.matchAll(/\{\{[<%]\s*\/?\s*([\w-]+)/g)].map((match) => match[1]))) {
    warn(`a Hugo shortcode {{< ${shortcode} >}} is not supported and was left as text`);
  }
  for (const tag of liquid.otherTags) warn(`a Liquid tag {% ${tag} %} is not supported and was left as text`);

  // Old addresses.
  const pathSlug = addressSlug(slug);
  const oldPaths = [`/${pathSlug}/`];
  if (jekyll) {
    const dated = `${jekyll.yyyy}/${jekyll.mm}/${jekyll.dd}/${pathSlug}.html`;
    oldPaths.push(`/${dated}`);
    // Jekyll's default permalink puts the post's categories first: '/news/2023/01/29/slug.html'.
    const categories = [...listField(data.categories), ...listField(data.category)].map((category) => addressSlug(category.replace(/\s+/g, '-')));
    if (categories.length > 0) oldPaths.push(`/${categories.join('/')}/${dated}`);
  }
  for (const path of [...listField(data.aliases), stringField(data.permalink), stringField(data.url)]) if (isSitePath(path, { query: true })) oldPaths.push(path);

  for (const message of warnings) allWarnings.push({ item: title, message });
  const author = authorField(data.author);
  return {
    sourceId: name,
    ...(data.layout === 'page' ? { kind: 'page' as const } : {}),
    ...(author ? { author } : {}),
    title,
    slug,
    body: { markdown: body },
    ...(excerpt ? { excerpt } : {}),
    tags,
    featured,
    ...(featureImage ? { featureImage } : {}),
    status,
    ...(publishedAt ? { publishedAt } : {}),
    files,
    oldPaths: [...new Set(oldPaths)],
  };
}

// --- Front matter ---------------------------------------------------------------------------------

function splitFrontMatter(text: string, name: string, warnings: string[]): { data: FrontMatter; body: string } {
  const fence = /^(---|\+\+\+)[ \t]*\n/.exec(text);
  if (!fence) return { data: {}, body: text };
  const closing = fence[1] === '---' ? /^(?:---|\.\.\.)[ \t]*$/m : /^\+\+\+[ \t]*$/m;
  const rest = text.slice(fence[0].length);
  const end = closing.exec(rest);
  if (!end) return { data: {}, body: text }; // a lone '---' is a thematic break, not front matter
  const raw = rest.slice(0, end.index);
  if (raw.length > MAX_FRONT_MATTER) throw new ImportRefused(`${name}: the front matter is over 64 KB`);
  const body = rest.slice(end.index + end[0].length).replace(/^\n/, '');
  const data = fence[1] === '---' ? yamlFrontMatter(raw, name) : tomlFrontMatter(raw, warnings);
  return { data, body };
}

function yamlFrontMatter(raw: string, name: string): FrontMatter {
  let data: unknown;
  try {
    data = parseYaml(raw, { maxAliasCount: 10, uniqueKeys: false, logLevel: 'error', prettyErrors: false });
  } catch (error) {
    throw new ImportRefused(`${name}: the front matter is not valid YAML (${(error as Error).message.split('\n')[0].slice(0, 200)})`);
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data) || data instanceof Date) throw new ImportRefused(`${name}: the front matter is not a list of fields (key: value)`);
  return data as FrontMatter;
}

/** The simple part of TOML: key = value lines, one level of [tables]. */
function tomlFrontMatter(raw: string, warnings: string[]): FrontMatter {
  const data: FrontMatter = Object.create(null);
  let table = data;
  const lines = raw.split('\n');
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[\s*([\w-]+)\s*\]$/.exec(line);
    if (header) {
      table = Object.create(null);
      data[header[1]] = table;
      continue;
    }
    // A multi-line array: gather lines until its brackets close.
    while (/=\s*\[/.test(line) && bracketDepth(line) > 0 && i + 1 < lines.length) line += ` ${lines[++i].trim()}`;
    const pair = /^("[^"]*"|'[^']*'|[\w-]+)\s*=\s*(.+)$/.exec(line);
    const value = pair ? tomlValue(pair[2].trim()) : undefined;
    if (!pair || value === undefined) {
      warnings.push(`a front matter line was not understood and was skipped: ${line.slice(0, 80)}`);
      continue;
    }
    table[pair[1].replace(/^["']|["']$/g, '')] = value;
  }
  return data;
}

function bracketDepth(text: string): number {
  let depth = 0;
  for (const ch of text.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, '')) depth += ch === '[' ? 1 : ch === ']' ? -1 : 0;
  return depth;
}

function tomlValue(text: string): unknown {
  const value = text.replace(/\s+#[^"']*$/, '').trim(); // a trailing comment
  if (value.startsWith('"')) {
    const match = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
    if (!match) return undefined;
    try {
      return JSON.parse(`"${match[1]}"`);
    } catch {
      return undefined;
    }
  }
  if (value.startsWith("'")) return /^'([^']*)'$/.exec(value)?.[1];
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^[+-]?\d[\d_]*(\.\d+)?([eE][+-]?\d+)?$/.test(value)) return Number(value.replaceAll('_', ''));
  if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return value;
  if (value.startsWith('[') && value.endsWith(']')) {
    const inner = value.slice(1, -1).trim().replace(/,$/, '');
    if (inner === '') return [];
    const parts = inner.match(/"(?:[^"\\]|\\.)*"|'[^']*'|[^,\s][^,]*/g) ?? [];
    const values = parts.map((part) => tomlValue(part.trim()));
    return values.some((part) => part === undefined) ? undefined : values;
  }
  return undefined;
}

// --- Fields ---------------------------------------------------------------------------------------

const stringField = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function listField(value: unknown): string[] {
  const values = Array.isArray(value) ? value.map(stringField) : typeof value === 'string' ? value.split(',') : [];
  return values.map((part) => part.trim()).filter((part) => part !== '');
}

/** Jekyll's and Hugo's `author`: a name, a list of names (the first), or a table with a name. */
function authorField(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'object' && first !== null) return stringField((first as Record<string, unknown>).name);
  return stringField(first);
}

/** An image field: a path, or (Hugo themes) a table with an image or src in it. */
function imageField(value: unknown): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    return stringField(record.image) || stringField(record.src) || stringField(record.url);
  }
  return stringField(value);
}

const months = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';

/** A front matter date, or undefined when it is none. */
function frontMatterDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  // Jekyll's own posts have '2023-01-29 18:30:22 2023 -0800': the year again before the zone.
  const text = value.trim().replace(/^(\d{4})(-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2})?)\s+\1(\s+[+-]\d{2}:?\d{2})$/, '$1$2$3');
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(text);
  if (iso) {
    const [year, month, day, hour = 0, minute = 0, second = 0] = iso.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part)));
    const millis = iso[7] ? Number(iso[7].slice(0, 3).padEnd(3, '0')) : 0;
    if (year === undefined || month === undefined || day === undefined) return undefined;
    let time = Date.UTC(year, month - 1, day, hour, minute, second, millis);
    const check = new Date(time);
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
    const zone = iso[8];
    if (zone && zone.toUpperCase() !== 'Z') {
      const sign = zone[0] === '-' ? -1 : 1;
      const digits = zone.slice(1).replace(':', '');
      time -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
    }
    return new Date(time);
  }
  // A written-out date ('May 1, 2023', 'Mon, 01 May 2023 10:00:00 +0000'): a month's name and a year at least; UTC unless it names a zone.
  if (new RegExp(`\\b(${months})[a-z]*\\b`, 'i').test(text) && /\b\d{4}\b/.test(text)) {
    const hasZone = /(?:^|\s)(?:[+-]\d{2}:?\d{2}|Z|UTC|GMT|[A-Z]{1,4}T)(?:\s|$)/.test(text) || /[+-]\d{2}:?\d{2}$/.test(text);
    const time = Date.parse(hasZone ? text : `${text} UTC`);
    if (!Number.isNaN(time)) return new Date(time);
  }
  return undefined;
}

/** The slug as the old site's address had it: as written when it is fit for one, else as site generators make it ('My Note' → 'my-note'). */
const addressSlug = (slug: string) =>
  /^[\w.~-]+$/.test(slug)
    ? slug
    : slug
        .toLowerCase()
        .trim()
        .replace(/\s+/g, '-')
        .replace(/[^\p{L}\p{N}_-]/gu, '');

/** Jekyll's 'YYYY-MM-DD-slug' file names. */
function jekyllName(fileName: string): { date: Date; slug: string; yyyy: string; mm: string; dd: string } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(fileName);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) return undefined;
  return { date, slug: match[4], yyyy: match[1], mm: match[2], dd: match[3] };
}

// --- The body -------------------------------------------------------------------------------------

/** The first '# heading' outside code blocks, with where its line starts and ends. */
function firstHeading(body: string): { text: string; start: number; end: number } | undefined {
  let inFence: string | undefined;
  let offset = 0;
  for (const line of body.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence && (!inFence || (fence[0] === inFence[0] && fence.length >= inFence.length))) {
      inFence = inFence ? undefined : fence;
      continue;
    }
    if (inFence) continue;
    const heading = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (heading) return { text: heading[1].trim(), start, end: Math.min(offset, body.length) };
  }
  return undefined;
}

/** The body with fenced code blocks and inline code blanked out (same length), for finding things to warn about. */
function withoutCode(body: string): string {
  let inFence: string | undefined;
  return body
    .split('\n')
    .map((line) => {
      const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence && (!inFence || (fence[0] === inFence[0] && fence.length >= inFence.length))) {
        inFence = inFence ? undefined : fence;
        return '';
      }
      if (inFence) return '';
      return line.replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length));
    })
    .join('\n');
}

/** MDX's top-level import and export statements, taken out (a statement over several lines until its braces close). */
function withoutMdxStatements(body: string): string {
  const out: string[] = [];
  let inFence: string | undefined;
  let depth = 0;
  let inStatement = false;
  for (const line of body.split('\n')) {
    if (inStatement) {
      depth += braceBalance(line);
      if (depth <= 0) inStatement = false;
      continue;
    }
    const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence && (!inFence || (fence[0] === inFence[0] && fence.length >= inFence.length))) inFence = inFence ? undefined : fence;
    if (!inFence && /^(import|export)\s/.test(line)) {
      depth = braceBalance(line);
      inStatement = depth > 0;
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

function braceBalance(line: string): number {
  let depth = 0;
  for (const ch of line) depth += ch === '{' || ch === '(' ? 1 : ch === '}' || ch === ')' ? -1 : 0;
  return depth;
}

function mdxComponents(text: string): string[] {
  return [...new Set([...text.matchAll(/<([A-Z][\w.]*)(?=[\s/>])/g)].map((match) => match[1]))];
}

/** Markdown images' destinations and <img> sources, as written. */
function imageReferences(text: string): string[] {
  const references = new Set<string>();
  for (const match of text.matchAll(/!\[(?:[^\]\\]|\\.)*\]\(\s*(?:<([^>\n]*)>|([^\s)]+))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g)) {
    references.add((match[1] ?? match[2]).trim());
  }
  for (const tag of text.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag[0]);
    const value = (src?.[1] ?? src?.[2] ?? src?.[3])?.trim();
    if (value) references.add(value);
  }
  references.delete('');
  return [...references];
}

// --- Files in the zip -----------------------------------------------------------------------------

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const dirName = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

class ZipIndex {
  private readonly names: Set<string>;
  private readonly byLowerCase = new Map<string, string>();
  /** Where the site's files start: the zip's top, and its one top folder if everything is in one. */
  private readonly roots: string[];

  constructor(entries: string[]) {
    this.names = new Set(entries);
    for (const name of entries) if (!this.byLowerCase.has(name.toLowerCase())) this.byLowerCase.set(name.toLowerCase(), name);
    const tops = new Set(entries.map((name) => (name.includes('/') ? name.slice(0, name.indexOf('/')) : '')));
    this.roots = tops.size === 1 && !tops.has('') ? ['', `${[...tops][0]}/`] : [''];
  }

  /** Whether a folder ('' for the zip's top) is where the site's files start. */
  isTop(folder: string): boolean {
    return this.roots.includes(folder === '' ? '' : `${folder}/`);
  }

  /** The entry an image reference names, or whether it points outside the zip. */
  resolve(reference: string, folder: string): { entry: string } | { outside: boolean } {
    let path = reference.split(/[?#]/)[0];
    try {
      path = decodeURIComponent(path);
    } catch {
      // kept as written
    }
    const candidates: (string | undefined)[] = [];
    if (path.startsWith('/')) {
      const rest = path.replace(/^\/+/, '');
      for (const root of this.roots) candidates.push(normalise(`${root}public/${rest}`), normalise(`${root}static/${rest}`), normalise(`${root}${rest}`));
    } else {
      candidates.push(normalise(folder ? `${folder}/${path}` : path));
      for (const root of this.roots) candidates.push(normalise(`${root}${path}`));
    }
    for (const candidate of candidates) {
      if (candidate === undefined) continue;
      const entry = this.names.has(candidate) ? candidate : this.byLowerCase.get(candidate.toLowerCase());
      if (entry) return { entry };
    }
    return { outside: candidates[0] === undefined };
  }
}

/** A path with its '.' and '..' segments resolved, or undefined when it climbs above the top. */
function normalise(path: string): string | undefined {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(segment);
  }
  return out.join('/');
}
