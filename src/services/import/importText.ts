// The text fields of an imported item as this site keeps them, whatever the source wrote: titles
// and excerpts as plain text (WordPress titles hold HTML, Substack's entities), slugs as this
// site's slugs are (lowercase ASCII: a Greek or Cyrillic slug is transliterated readably, since
// the site's addresses, its studio and its feeds all hold ASCII slugs), and the source site's
// name as one key whatever its scheme or trailing slash.
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { SLUG_PATTERN } from '../../../entities/ContentAdminInput';
import { slugifyForEdit } from '../../../views/lib/text';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  children?: HastNode[];
}

/** Elements that separate words: their text is not run into the next one's. */
const SEPARATING = new Set(['br', 'p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr', 'td', 'th', 'figcaption']);

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'element' && ['script', 'style', 'template'].includes(node.tagName ?? '')) return '';
  const inner = (node.children ?? []).map(textOf).join('');
  return node.type === 'element' && SEPARATING.has(node.tagName ?? '') ? ` ${inner} ` : inner;
}

/** HTML (or text with entities) as the plain text a reader sees: tags dropped, every HTML entity decoded, whitespace collapsed. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const tree = unified().use(rehypeParse, { fragment: true }).parse(html) as unknown as HastNode;
  return textOf(tree).replace(/\s+/g, ' ').trim();
}

// Readable Latin for the scripts a slug is most often written in; other letters lose their accents
// (é → e) or, with no Latin reading, are dropped.
const LETTERS: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ð: 'd', þ: 'th', ł: 'l', đ: 'd', ı: 'i',
};

/** Text in Latin letters a slug can hold: known letters spelt out, accents dropped. */
export function transliterate(text: string): string {
  return [...text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()].map((letter) => LETTERS[letter] ?? letter).join('');
}

function decodePercent(text: string): string {
  let decoded = text;
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break; // a malformed escape: kept as far as it decodes
    }
  }
  return decoded;
}

/** The slug this site gives an item: the source's own when it is a valid one here, else made from it (decoded, transliterated) or from the title. */
export function importSlug(sourceSlug: string, title: string): string {
  if (SLUG_PATTERN.test(sourceSlug)) return sourceSlug;
  const readable = transliterate(decodePercent(sourceSlug).trim().replace(/\.html?$/i, '') || title);
  return slugifyForEdit(readable.replace(/[^\w\s-]+/g, ' '));
}

/** One key for the source site however it is written: 'https://Example.com/blog/' and 'http://example.com/blog' are the same site. */
export function siteKey(site: string | undefined): string {
  const written = site?.trim() ?? '';
  if (!written) return '';
  try {
    const url = new URL(written);
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.host}${url.pathname.replace(/\/+$/, '')}`.toLowerCase().slice(0, 191);
  } catch {
    // not an address: a name (a Ghost site's title, a Substack publication, a folder)
  }
  return written.toLowerCase().slice(0, 191);
}
