// Files under static/ (the built scripts, icons, images, resource files), read from disk on every
// request, as koa-static answers them: the same path rules (a malformed path is a 400, a path out
// of the folder a 403, a dotfile or a folder not found), a pre-compressed .br or .gz copy when the
// client takes it, and the same headers, ETag included.
//
// One difference: a file of up to WHOLE_FILE_BYTES (nearly every file here: icons, scripts and
// their compressed copies, styles) is read whole, into a Buffer of its size. koa-send streams every
// file, and a file stream takes a 64 KB buffer for each read, two reads for even a 1 KB icon. Under
// load that memory, held by responses in flight, pressed V8 into a full collection several times a
// second: a small icon through the whole stack answered about 9,000 req/s at a p99 three to five
// times its median, against 13,000 at under two to three times read whole (`npm run bench`, the
// framework row). Larger files (the PDFs under resources/) stream as before.
import etag from 'etag';
import type { Context, Next } from 'koa';
import { createReadStream, readFile, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import resolvePath from 'resolve-path';

/** A file up to this size is read whole: no larger than the buffer a stream would take for it. */
export const WHOLE_FILE_BYTES = 64 * 1024;

// fs/promises' readFile goes through a FileHandle and is slower for small files in Node 20.
const readWholeFile = promisify(readFile);

const NOT_FOUND_CODES = new Set(['ENOENT', 'ENAMETOOLONG', 'ENOTDIR']);

export interface StaticFilesOptions {
  /** Headers of the file's own (Cache-Control), as koa-static's `setHeaders`. */
  setHeaders: (res: Context['res'], filePath: string, stats: Stats) => void;
}

/** A path segment starting with a dot, under the root. */
const isHidden = (root: string, file: string) => file.slice(root.length).split(path.sep).some((segment) => segment.startsWith('.'));

/** The file a request path names, or a thrown 400/403 as koa-send gives them. */
function fileFor(ctx: Context, root: string): string {
  const relative = ctx.path.slice(path.parse(ctx.path).root.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return ctx.throw(400, 'failed to decode');
  }
  return resolvePath(root, decoded);
}

async function statOrNothing(file: string): Promise<Stats | undefined> {
  try {
    return await stat(file);
  } catch (error) {
    if (NOT_FOUND_CODES.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

interface Found {
  file: string;
  stats: Stats;
  encoding?: 'br' | 'gzip';
}

/**
 * The .br or .gz copy beside the file when the client takes that encoding, as koa-send picks it,
 * else the file itself; each looked up with the one stat its answer needs (koa-send checked a
 * copy's existence first, then stat'ed it).
 */
async function fileToSend(ctx: Context, file: string): Promise<Found | undefined> {
  for (const encoding of ['br', 'gzip'] as const) {
    if (ctx.acceptsEncodings(encoding, 'identity') !== encoding) continue;
    const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const stats = await statOrNothing(copy);
    if (stats?.isFile()) return { file: copy, stats, encoding };
  }
  const stats = await statOrNothing(file);
  return stats && !stats.isDirectory() ? { file, stats } : undefined;
}

/** Serves GET and HEAD for files under `root`; anything it finds no file for goes on to `next`. */
export function staticFiles(root: string, options: StaticFilesOptions) {
  const rootDir = path.normalize(path.resolve(root));
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const requested = fileFor(ctx, rootDir);
    if (isHidden(rootDir, requested)) return next();
    const found = await fileToSend(ctx, requested);
    if (!found) return next();
    const { file, stats, encoding } = found;
    if (encoding) ctx.set('Content-Encoding', encoding);
    options.setHeaders(ctx.res, file, stats);
    ctx.set('Last-Modified', stats.mtime.toUTCString());
    ctx.type = path.extname(requested);
    // As @koa/etag makes it for a file stream: from the file's size and time, so it is the same for either body.
    ctx.response.etag = etag(stats);
    if (stats.size <= WHOLE_FILE_BYTES) {
      ctx.body = await readWholeFile(file);
    } else {
      ctx.body = createReadStream(file);
      ctx.length = stats.size;
    }
  };
}
