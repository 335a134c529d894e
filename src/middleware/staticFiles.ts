// Files under static/ (the built scripts, icons, images, resource files), served by koa-static:
// its path rules (a malformed path is a 400, a path out of the folder a 403, a dotfile or a folder
// goes on to the 404 page), its choice of the pre-compressed .br or .gz copy, and its headers.
//
// One fast path around it: koa-send answers every file with a stream, and a file stream takes a
// 64 KB buffer for each read, two reads for even a 1 KB icon. Under load that memory, held by
// responses in flight, pressed V8 into a full collection several times a second (the framework row
// of `npm run bench`: 6,305 req/s at a p99 5.4 times its median streamed, 14,242 at 2.5 read
// whole). So a file of up to WHOLE_FILE_BYTES (nearly every file here: icons, scripts and their
// compressed copies, styles) is answered from bytes held in memory, checked against the stat that
// koa-send has just made, so a changed file is read again. Larger files (the PDFs) stream.
import etag from 'etag';
import type { Context, Next } from 'koa';
import koaStatic from 'koa-static';
import { ReadStream, readFile, type Stats } from 'node:fs';
import { promisify } from 'node:util';
import { ByteBoundedCache } from '../lib/byteBoundedCache';

/** A file up to this size is held in memory: no larger than the buffer a stream would take for it. */
export const WHOLE_FILE_BYTES = 64 * 1024;
/** All of static/ today (scripts, their .br and .gz, icons) is under 4 MB. */
const HELD_BYTES = 16 * 1024 * 1024;

// fs/promises' readFile goes through a FileHandle and is slower for small files in Node 20.
const readWholeFile = promisify(readFile);

export interface StaticFilesOptions {
  /** Headers of the file's own (Cache-Control), as koa-static's `setHeaders`. */
  setHeaders: (res: Context['res'], filePath: string, stats: Stats) => void;
}

interface HeldFile {
  bytes: Buffer;
  /** The file as it was when read: a stat that differs means it changed. */
  version: string;
}

const versionOf = (stats: Stats) => `${stats.ino}-${stats.size}-${stats.mtimeMs}`;

/** Serves GET and HEAD for files under `root`; anything it finds no file for goes on to `next`. */
export function staticFiles(root: string, options: StaticFilesOptions) {
  const statsOf = new WeakMap<Context['res'], Stats>();
  const serve = koaStatic(root, {
    index: false,
    setHeaders: (res, filePath, stats) => {
      statsOf.set(res, stats);
      options.setHeaders(res, filePath, stats);
    },
  });
  const held = new ByteBoundedCache<HeldFile>(HELD_BYTES, WHOLE_FILE_BYTES);

  async function heldBytes(file: string, stats: Stats): Promise<Buffer> {
    const version = versionOf(stats);
    const kept = held.get(file);
    if (kept?.version === version) return kept.bytes;
    const bytes = await readWholeFile(file);
    if (bytes.length === stats.size) held.set(file, { bytes, version });
    return bytes;
  }

  return async (ctx: Context, next: Next) => {
    let passedOn = false;
    await serve(ctx, () => {
      passedOn = true;
      return next();
    });
    const stream = ctx.body;
    const stats = statsOf.get(ctx.res);
    if (passedOn || !(stream instanceof ReadStream) || !stats) return;
    // As @koa/etag makes it for a file stream: from the file's size and time, so it is the same for either body.
    ctx.response.etag = etag(stats);
    if (stats.size > WHOLE_FILE_BYTES) return;
    stream.destroy();
    ctx.body = await heldBytes(String(stream.path), stats);
  };
}
