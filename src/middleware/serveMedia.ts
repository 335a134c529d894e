// GET /media/…: uploaded images and files, from the database through a small memory cache.
// The address names the bytes' hash, so the answer never changes: browsers and CDNs keep it
// a year. It is served as inert data: its own type, never sniffed, sandboxed if opened.
import type { Context, Next } from 'koa';
import type { DataSource } from 'typeorm';
import { ByteBoundedCache } from '../lib/byteBoundedCache';
import { singleFlight } from '../lib/singleFlight';
import { readMediaBytes, type ServedMedia } from '../services/media/mediaStore';

/**
 * /media/<hash>-<W>x<H>.<ext> (an image), /media/<hash>-<w>.<avif|webp> (a variant), /media/<hash>/<name> (a file: the
 * name is a short ASCII slug, or the encoded name itself in addresses made before; the hash alone finds the file).
 */
const MEDIA_PATH = /^\/media\/([0-9a-f]{32})(?:-\d{1,5}x\d{1,5}\.(?:jpg|png|webp|avif|gif)|-(\d{1,5})\.(avif|webp)|\/[^/]+)$/;

function addressOf(path: string): { hash: string; variant: string } | undefined {
  const match = MEDIA_PATH.exec(path);
  if (!match) return undefined;
  const [, hash, width, format] = match;
  return { hash, variant: width ? `${width}.${format}` : 'original' };
}

/** A file's name for Content-Disposition: plain ASCII in `filename`, the exact name in `filename*` (RFC 6266). */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export function serveMedia(db: DataSource, cacheBytes: number) {
  const cache = new ByteBoundedCache<ServedMedia>(cacheBytes);
  // Requests for an item missing from the cache (every item, just after a restart) share one read.
  const readOnce = singleFlight<ServedMedia | undefined>();
  const read = async (key: string, hash: string, variant: string) => {
    const media = await readMediaBytes(db, hash, variant);
    if (media) cache.set(key, media);
    return media;
  };
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/media/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const address = addressOf(ctx.path);
    if (!address) return next();
    const key = `${address.hash}/${address.variant}`;
    const media = cache.get(key) ?? (await readOnce(key, () => read(key, address.hash, address.variant)));
    if (!media) return next();
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    // Set before the etag middleware looks: it then leaves the body unhashed.
    ctx.set('ETag', `"${address.hash}-${address.variant}"`);
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (media.fileName) ctx.set('Content-Disposition', attachment(media.fileName));
    ctx.type = media.contentType;
    ctx.body = media.bytes;
  };
}
