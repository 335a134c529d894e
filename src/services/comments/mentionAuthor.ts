// What a Webmention's source page says, read from its microformats: the kind of mention (a
// reply, a like, a repost or a plain mention), its text, when it was written, and its author
// (the entry's p-author h-card, else the page's own h-card, else the page's host).
import { mf2 } from 'microformats-parser';
import { sameAddress } from './htmlLinks';

type Root = ReturnType<typeof mf2>['items'][number];
type Property = Root['properties'][string][number];

export interface MentionFacts {
  kind: 'reply' | 'like' | 'repost' | 'mention';
  authorName: string;
  authorUrl: string | null;
  contentHtml: string | null;
  text: string | null;
  publishedAt: Date | null;
}

const isRoot = (value: Property | undefined): value is Root => typeof value === 'object' && value !== null && 'properties' in value;
const textOf = (value: Property | undefined): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (value && 'value' in value && typeof value.value === 'string') return value.value.trim() || null;
  return null;
};
const first = (root: Root | undefined, name: string) => root?.properties[name]?.[0];
/** An author's address only when it is http(s): a page may name anything. */
const httpUrl = (address: string | null): string | null => (address && /^https?:\/\//i.test(address) && address.length <= 500 ? address : null);
const hasType = (root: Root, type: string) => root.type?.includes(type) ?? false;

function allRoots(items: Root[]): Root[] {
  return items.flatMap((item) => [item, ...allRoots(item.children ?? [])]);
}

function authorOf(entry: Root | undefined, roots: Root[], sourceUrl: string): { authorName: string; authorUrl: string | null } {
  const named = first(entry, 'author');
  const card = isRoot(named) ? named : roots.find((root) => hasType(root, 'h-card'));
  const cardName = textOf(first(card, 'name'));
  const cardUrl = httpUrl(textOf(first(card, 'url')));
  if (card && (cardName || cardUrl)) return { authorName: cardName ?? new URL(cardUrl as string).hostname, authorUrl: cardUrl };
  if (typeof named === 'string' && named.trim()) return { authorName: named.trim(), authorUrl: null };
  return { authorName: new URL(sourceUrl).hostname, authorUrl: new URL(sourceUrl).origin };
}

const links = (entry: Root | undefined, name: string): string[] => (entry?.properties[name] ?? []).map((value) => (isRoot(value) ? textOf(first(value, 'url')) : textOf(value))).filter((value): value is string => Boolean(value));

export function readMention(html: string, sourceUrl: string, target: string): MentionFacts {
  const parsed = mf2(html, { baseUrl: sourceUrl });
  const roots = allRoots(parsed.items);
  const entry = roots.find((root) => hasType(root, 'h-entry'));
  const aims = (name: string) => links(entry, name).some((address) => sameAddress(address, target));
  const kind = aims('in-reply-to') ? 'reply' : aims('like-of') ? 'like' : aims('repost-of') ? 'repost' : 'mention';
  const content = first(entry, 'content');
  const published = textOf(first(entry, 'published'));
  const publishedAt = published && !Number.isNaN(Date.parse(published)) ? new Date(published) : null;
  return {
    kind,
    ...authorOf(entry, roots, sourceUrl),
    contentHtml: content && typeof content === 'object' && 'html' in content ? content.html : null,
    text: textOf(content) ?? textOf(first(entry, 'summary')) ?? textOf(first(entry, 'name')),
    publishedAt,
  };
}
