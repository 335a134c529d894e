// The address of a social card (the 1200×630 PNG a link preview shows), from what the card shows.
// The address names a hash of those fields, so it never changes meaning: served once, it may be
// kept a year, and an edit of any shown field makes a new address. Pure: the page head computes
// it from the data it already has, and the card route checks a request against it.
import { createHash } from 'node:crypto';
import type { DesignSettings, IdentitySettings } from '../../views/api/settings';
import { formatBlogDate, formatEssayDate } from '../../views/lib/format';
import { siteNameOf } from '../../views/lib/siteName';

/** Bumped whenever the card's design changes, so every card gets a new address and is drawn again. */
export const CARD_TEMPLATE_VERSION = 3;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The content areas whose items get a card of their own. */
export const CARD_AREAS = ['blog', 'essays'] as const;
export type CardArea = (typeof CARD_AREAS)[number];

/** What an item's card shows, as shown: the date and reading time already formatted. */
export interface ItemCardFields {
  title: string;
  siteName: string;
  date: string;
  readingTime: string;
  /** The featured image's address when the card shows it (a raster image on this site), else null. */
  image: string | null;
  /** The owner's accent ('#rrggbb'): the card's band and highlights are drawn from it. */
  accent: string;
}

/** What the site's card shows (the home page and the list pages). */
export interface SiteCardFields {
  name: string;
  tagline: string;
  owner: string;
  accent: string;
}

/** A /media/ image, or a raster file under static/: the images a card can show (no SVG, nothing from elsewhere). */
const CARD_IMAGE = /^(?:\/media\/[0-9a-f]{32}-\d{1,5}x\d{1,5}\.(?:jpg|png|webp|avif|gif)|\/(?!\/)[A-Za-z0-9._~/-]*\.(?:png|jpe?g|webp|avif|gif))$/i;

/** The featured image a card shows, or null when it shows none (none set, an SVG, another site's image). */
export const cardImageOf = (featuredImage: string | null | undefined): string | null =>
  featuredImage && CARD_IMAGE.test(featuredImage) && !featuredImage.split('/').includes('..') ? featuredImage : null;

const hashOf = (parts: unknown[]) => createHash('sha256').update(JSON.stringify([CARD_TEMPLATE_VERSION, ...parts])).digest('hex').slice(0, 16);

/** The first 16 hex digits of SHA-256 over the template version and every shown field. */
export const itemCardKey = (fields: ItemCardFields) => hashOf([fields.title, fields.siteName, fields.date, fields.readingTime, fields.image ?? '', fields.accent]);

export const siteCardKey = (fields: SiteCardFields) => hashOf(['site', fields.name, fields.tagline, fields.owner, fields.accent]);

/** /cards/<area>/<id>-<key>.png */
export const itemCardPath = (area: CardArea, id: number, fields: ItemCardFields) => `/cards/${area}/${id}-${itemCardKey(fields)}.png`;

/** The settings a card shows: the owner's identity and accent. */
export interface CardSettings {
  identity: Pick<IdentitySettings, 'siteName' | 'name' | 'tagline' | 'title'>;
  design: Pick<DesignSettings, 'accentColor'>;
}

export const siteCardFields = ({ identity, design }: CardSettings): SiteCardFields => ({
  name: siteNameOf({ identity }),
  tagline: identity.tagline,
  owner: identity.title,
  accent: design.accentColor,
});

/** /cards/site-<key>.png: the one card of the home page and the list pages. */
export const siteCardPath = (fields: SiteCardFields) => `/cards/site-${siteCardKey(fields)}.png`;

/** A published blog post's shown fields (from its row or its DTO). */
export const blogPostCardFields = (post: { title: string; publishedAt: string | Date; readTime: number; featuredImage: string | null }, settings: CardSettings): ItemCardFields => ({
  title: post.title,
  siteName: siteNameOf(settings),
  accent: settings.design.accentColor,
  date: formatBlogDate(new Date(post.publishedAt).toISOString()),
  readingTime: `${post.readTime} min read`,
  image: cardImageOf(post.featuredImage),
});

/** A published essay's shown fields; essays have no featured image. */
export const essayCardFields = (essay: { title: string; publishedAt: string | Date; readingTime: string }, settings: CardSettings): ItemCardFields => ({
  title: essay.title,
  siteName: siteNameOf(settings),
  accent: settings.design.accentColor,
  date: formatEssayDate(new Date(essay.publishedAt).toISOString()),
  readingTime: essay.readingTime,
  image: null,
});

/** The card of a published blog post, for its page head (og:image). */
export const blogPostCardPath = (post: { id: number; title: string; publishedAt: string | Date; readTime: number; featuredImage: string | null }, settings: CardSettings) =>
  itemCardPath('blog', post.id, blogPostCardFields(post, settings));

/** The card of a published essay, for its page head (og:image). */
export const essayCardPath = (essay: { id: number; title: string; publishedAt: string | Date; readingTime: string }, settings: CardSettings) =>
  itemCardPath('essays', essay.id, essayCardFields(essay, settings));

/** What a page's head tells link previews about a card (src/ssr/pageServer.ts's Discovery): its address, size and text. */
export const cardImage = (path: string, alt: string) => ({ image: path, imageWidth: CARD_WIDTH, imageHeight: CARD_HEIGHT, imageAlt: alt });

/** The site's card for the home page and the list pages, as cardImage gives it. */
export const siteCardImage = (settings: CardSettings) => cardImage(siteCardPath(siteCardFields(settings)), `${siteNameOf(settings)}: ${settings.identity.tagline}`);

export type CardAddress = { kind: 'item'; area: CardArea; id: number; key: string } | { kind: 'site'; key: string };

const ITEM_CARD_PATH = /^\/cards\/(blog|essays)\/([1-9]\d{0,9})-([0-9a-f]{16})\.png$/;
const SITE_CARD_PATH = /^\/cards\/site-([0-9a-f]{16})\.png$/;

/** What a /cards/… path asks for, or undefined when it is no card's address. */
export function parseCardPath(path: string): CardAddress | undefined {
  const item = ITEM_CARD_PATH.exec(path);
  if (item) return { kind: 'item', area: item[1] as CardArea, id: Number(item[2]), key: item[3] };
  const siteCard = SITE_CARD_PATH.exec(path);
  return siteCard ? { kind: 'site', key: siteCard[1] } : undefined;
}
