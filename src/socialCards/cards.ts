// The social cards behind the /cards/… addresses: which card an address names now, and its PNG,
// read from the social_cards table or drawn once and stored there. Only published items have a
// card, and only under the key of what they show now: an old or forged key names nothing.
import { currentSettings } from '../services/settings';
import type { DataSource } from 'typeorm';
import { BlogPost } from '../../entities/BlogPost';
import { Essay } from '../../entities/Essay';
import { SocialCard } from '../../entities/SocialCard';
import { publishedBy } from '../services/published';
import { blogPostCardFields, type CardAddress, type CardSettings, essayCardFields, itemCardKey, siteCardFields, siteCardKey } from './cardAddress';
import { compactPng, panelImage, readCardImage } from './cardImage';
import type { CardContent } from './cardLayout';
import { CARD_RENDER_DEADLINE_MS, CardQueueFullError, CardRenderError, renderCardPng } from './renderCard';

/** A card as it should be now: the key of what it shows, what it shows, and its featured image's address. */
export interface CurrentCard {
  key: string;
  content: CardContent;
  image: string | null;
}

/** After a card fails to draw, the site's default image stands in for it this long before it is tried again. */
export const FAILED_CARD_RETRY_SECONDS = 300;
/** When too many cards are waiting to be drawn, the default image stands in for this long. */
export const BUSY_CARD_RETRY_SECONDS = 10;

/** A card that could not be drawn now, and how long the default image should stand in for it. */
export interface CardUnavailable {
  retryAfterSeconds: number;
}
const MAX_FAILURES_REMEMBERED = 1_000;

async function currentFields(db: DataSource, address: Extract<CardAddress, { kind: 'item' }>, settings: CardSettings) {
  if (address.area === 'blog') {
    const post = await db.getRepository(BlogPost).findOne({
      select: { id: true, title: true, publishedAt: true, readTime: true, featuredImage: true },
      where: { id: address.id, publishedAt: publishedBy() },
    });
    return post?.publishedAt ? blogPostCardFields({ ...post, publishedAt: post.publishedAt }, settings) : undefined;
  }
  const essay = await db.getRepository(Essay).findOne({
    select: { id: true, title: true, publishedAt: true, readingTime: true },
    where: { id: address.id, publishedAt: publishedBy() },
  });
  return essay?.publishedAt ? essayCardFields({ ...essay, publishedAt: essay.publishedAt }, settings) : undefined;
}

/** The card this address names, if it is the current card of a published item (or of the site). */
export async function currentCard(db: DataSource, address: CardAddress): Promise<CurrentCard | undefined> {
  const settings = await currentSettings(db);
  if (address.kind === 'site') {
    const fields = siteCardFields(settings);
    return siteCardKey(fields) === address.key ? { key: address.key, content: { kind: 'site', fields }, image: null } : undefined;
  }
  const fields = await currentFields(db, address, settings);
  return fields && itemCardKey(fields) === address.key ? { key: address.key, content: { kind: 'item', fields }, image: fields.image } : undefined;
}

async function readStoredCard(db: DataSource, key: string): Promise<Buffer | undefined> {
  const row = await db.getRepository(SocialCard).findOne({ select: { key: true, bytes: true }, where: { key } });
  if (!row) return undefined;
  return Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes);
}

async function storeCard(db: DataSource, key: string, bytes: Buffer): Promise<void> {
  try {
    await db.getRepository(SocialCard).insert({ key, bytes, createdAt: new Date() });
  } catch (error) {
    // Another process drew the same card meanwhile: the same fields make the same bytes.
    if (!(await db.getRepository(SocialCard).existsBy({ key }))) throw error;
  }
}

/** Keys whose card failed to draw, and until when the default image stands in for them. */
const failedUntil = new Map<string, number>();

function rememberFailure(key: string): void {
  if (failedUntil.size >= MAX_FAILURES_REMEMBERED) failedUntil.delete(failedUntil.keys().next().value as string);
  failedUntil.set(key, Date.now() + FAILED_CARD_RETRY_SECONDS * 1000);
}

function failedRecently(key: string): boolean {
  const until = failedUntil.get(key);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  failedUntil.delete(key);
  return false;
}

/** Forgets the failures (tests). */
export const forgetCardFailures = () => failedUntil.clear();

/**
 * The card's PNG: stored, or drawn now and stored. When it cannot be drawn (it failed, passed its
 * deadline, or too many cards are waiting), how long the caller's stand-in (the default image) holds.
 */
export async function cardPng(db: DataSource, card: CurrentCard, deadlineMs = CARD_RENDER_DEADLINE_MS): Promise<Buffer | CardUnavailable> {
  const stored = await readStoredCard(db, card.key);
  if (stored) return stored;
  if (failedRecently(card.key)) return { retryAfterSeconds: FAILED_CARD_RETRY_SECONDS };
  const imageBytes = card.image ? await readCardImage(db, card.image) : undefined;
  const image = imageBytes ? await panelImage(imageBytes) : undefined;
  let png: Buffer;
  try {
    png = await compactPng(await renderCardPng(card.content, image, deadlineMs));
  } catch (error) {
    if (error instanceof CardQueueFullError) return { retryAfterSeconds: BUSY_CARD_RETRY_SECONDS };
    if (!(error instanceof CardRenderError)) throw error;
    console.warn(`[cards] ${card.key}: ${error.message}; serving the default image`);
    rememberFailure(card.key);
    return { retryAfterSeconds: FAILED_CARD_RETRY_SECONDS };
  }
  await storeCard(db, card.key, png);
  return png;
}
