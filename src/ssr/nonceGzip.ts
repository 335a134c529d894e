// A cached page for a browser that accepts gzip: compressed once, not once per response. Each
// part between nonces is deflated on its own, ending on a full flush (byte-aligned, with no
// back-references across it), so the parts can be laid end to end with this response's nonce
// between them as a stored (uncompressed) deflate block, in a gzip member whose CRC-32 and size
// are those of the page with that nonce. Compressing the post per response (koa-compress,
// brotli quality 4) capped it at about 1,300 req/s; a static host serves a copy compressed once.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { NonceTemplate, Pieces } from './nonce';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]); // deflate, no name, no time, unknown OS
const segmentsByTemplate = new WeakMap<NonceTemplate, readonly Buffer[]>();

/** Each part deflated once, on first use; the last one ends the deflate stream. */
function deflatedParts(template: NonceTemplate): readonly Buffer[] {
  let segments = segmentsByTemplate.get(template);
  if (!segments) {
    const last = template.parts.length - 1;
    segments = template.parts.map((part, i) => deflateRawSync(part, { level: 9, finishFlush: i === last ? constants.Z_FINISH : constants.Z_FULL_FLUSH }));
    segmentsByTemplate.set(template, segments);
  }
  return segments;
}

/** A stored deflate block (not the last) holding `bytes` as they are. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0; // BFINAL 0, BTYPE 00, then padding to the byte boundary
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The page for one response, gzip-encoded, with its own nonce where the rendered one stood, as pieces to write in order. */
export function gzipPieces(template: NonceTemplate, nonce: string): Pieces {
  const nonceBytes = Buffer.from(nonce, 'latin1'); // base64: ASCII only
  const nonceBlock = storedBlock(nonceBytes);
  const segments = deflatedParts(template);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  for (const [i, part] of template.parts.entries()) {
    if (i > 0) {
      pieces.push(nonceBlock);
      crc = crc32(nonceBytes, crc);
    }
    pieces.push(segments[i] as Buffer);
    // An empty Buffer can have no memory behind it, and zlib's crc32 of a null pointer is 0.
    if (part.length > 0) crc = crc32(part, crc);
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((template.bytes + nonceBytes.length * (template.parts.length - 1)) >>> 0, 4);
  pieces.push(trailer);
  let bytes = 0;
  for (const piece of pieces) bytes += piece.length;
  return { pieces, bytes };
}

/** The same, as one Buffer. */
export function fillNonceGzip(template: NonceTemplate, nonce: string): Buffer {
  const { pieces, bytes } = gzipPieces(template, nonce);
  return Buffer.concat(pieces, bytes);
}
