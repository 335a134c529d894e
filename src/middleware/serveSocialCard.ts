// GET /cards/<area>/<id>-<key>.png and /cards/site-<key>.png: the social cards link previews show
// (src/socialCards/). The key names what the card shows, so an answer never changes: browsers,
// crawlers and CDNs keep it a year. A key that is not the item's current one (an address from
// before an edit, or a made-up one) answers 404, as does an item that is not published: old
// addresses are not redirected, since a preview that asks again reads the page's current og:image.
// A card that cannot be drawn is answered with the site's default image, briefly cached.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../api/define';
import { projectRoot } from '../config';
import { NotFoundError } from '../errors';
import { ByteBoundedCache } from '../lib/byteBoundedCache';
import { singleFlight } from '../lib/singleFlight';
import { parseCardPath } from '../socialCards/cardAddress';
import { type CardUnavailable, cardPng, currentCard } from '../socialCards/cards';

/** Cards kept in memory: about a hundred cards of 50-200 KB. */
const CARD_CACHE_BYTES = 16 * 1024 * 1024;
const DEFAULT_IMAGE_FILE = path.join(projectRoot, 'static', 'images', 'og-default.png');

export interface SocialCardOptions {
  /** How long a card may take to draw (default CARD_RENDER_DEADLINE_MS, 10 s); the tests shorten it. */
  renderDeadlineMs?: number;
}

export function serveSocialCard(deps: Pick<AppDeps, 'db'>, options: SocialCardOptions = {}) {
  const cache = new ByteBoundedCache<{ bytes: Buffer }>(CARD_CACHE_BYTES);
  // Requests for a card nobody has asked for yet (a link just shared, read by several crawlers at once) draw it once.
  const drawOnce = singleFlight<Buffer | CardUnavailable>();
  let defaultImage: Promise<Buffer> | undefined;
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/cards/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const address = parseCardPath(ctx.path);
    if (!address) throw new NotFoundError('Card not found');
    const card = await currentCard(deps.db, address);
    if (!card) throw new NotFoundError('Card not found');
    const png = cache.get(card.key)?.bytes ?? (await drawOnce(card.key, () => cardPng(deps.db, card, options.renderDeadlineMs)));
    ctx.type = 'image/png';
    if (!Buffer.isBuffer(png)) {
      defaultImage ??= readFile(DEFAULT_IMAGE_FILE);
      ctx.set('Cache-Control', `public, max-age=${png.retryAfterSeconds}`);
      ctx.body = await defaultImage;
      return;
    }
    cache.set(card.key, { bytes: png });
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    // Set before the etag middleware looks: it then leaves the body unhashed.
    ctx.set('ETag', `"card-${card.key}"`);
    ctx.body = png;
  };
}
