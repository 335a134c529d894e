import { expect } from 'chai';
import sharp from 'sharp';
import { MediaChunk } from '../../entities/MediaChunk';
import { MediaItem } from '../../entities/MediaItem';
import type { MediaItemDto } from '../../views/api/adminTypes';
import { variantUrl } from '../../views/lib/mediaUrls';
import { adminJson } from '../helpers/adminClient';
import { pdf, photo, uploadMedia } from '../helpers/mediaFiles';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('media library: upload, variants and serving', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ env: { MEDIA_MAX_BYTES: String(3 * 1024 * 1024) } });
  });
  after(() => server?.close());

  const rowCounts = async () => ({ items: await server.db.getRepository(MediaItem).count(), chunks: await server.db.getRepository(MediaChunk).count() });

  it('stores a photo without its GPS position or camera serial, with AVIF and WebP variants at phone widths', async function () {
    // A 2000 px photo's AVIF and WebP variants are CPU work: it passed in 5-10 s alone and timed
    // out at 30 s in CI with three suites at once on a machine at load 20.
    this.timeout(120_000);
    const original = await photo(2000, 1200, { gps: true });
    expect((await sharp(original).metadata()).exif, 'the test photo carries EXIF').to.be.an.instanceOf(Buffer);
    const response = await uploadMedia(server, original, 'holiday.jpg', { alt: 'A beach at dusk' });
    expect(response.status, await response.clone().text()).to.equal(201);
    const item = (await response.json()) as MediaItemDto;
    expect(item).to.include({ kind: 'image', contentType: 'image/jpeg', width: 2000, height: 1200, alt: 'A beach at dusk', fileName: 'holiday.jpg' });
    expect(item.url).to.match(/^\/media\/[0-9a-f]{32}-2000x1200\.jpg$/);

    const served = await fetch(`${server.url}${item.url}`);
    expect(served.status).to.equal(200);
    expect(served.headers.get('content-type')).to.equal('image/jpeg');
    expect(served.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(served.headers.get('content-security-policy')).to.include('sandbox');
    const etag = served.headers.get('etag');
    expect(etag).to.be.a('string');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif, 'no EXIF (GPS, serial) in what is served').to.equal(undefined);
    expect(bytes.includes(Buffer.from('SN-12345'))).to.equal(false);

    const hash = item.url.slice('/media/'.length, '/media/'.length + 32);
    for (const width of [480, 960, 1600]) {
      for (const format of ['avif', 'webp'] as const) {
        const variant = await fetch(`${server.url}${variantUrl(hash, width, format)}`);
        expect(variant.status, `${width}.${format}`).to.equal(200);
        expect(variant.headers.get('content-type')).to.equal(`image/${format}`);
        const info = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
        expect(info.width).to.equal(width);
        expect(info.exif).to.equal(undefined);
      }
    }
    expect((await fetch(`${server.url}${variantUrl(hash, 2000, 'avif')}`)).status, 'never upscaled or invented').to.equal(404);
    const again = await fetch(`${server.url}${item.url}`, { headers: { 'If-None-Match': String(etag), 'Cache-Control': 'max-age=0' } });
    expect(again.status).to.equal(304);
  });

  it('stores the same bytes once and answers the item already there', async () => {
    const bytes = await photo(300, 200, { seed: 11 });
    const first = await uploadMedia(server, bytes, 'one.jpg');
    expect(first.status).to.equal(201);
    const before = await rowCounts();
    const second = await uploadMedia(server, bytes, 'two.jpg');
    expect(second.status).to.equal(200);
    expect(((await second.json()) as MediaItemDto).id).to.equal(((await first.json()) as MediaItemDto).id);
    expect(await rowCounts()).to.deep.equal(before);
  });

  it('keeps a small image at its own width and makes variants of it there', async () => {
    const response = await uploadMedia(server, await photo(400, 300, { seed: 3 }), 'small.jpg');
    const item = (await response.json()) as MediaItemDto;
    const hash = item.url.slice(7, 39);
    expect((await fetch(`${server.url}${variantUrl(hash, 400, 'webp')}`)).status).to.equal(200);
    expect((await fetch(`${server.url}${variantUrl(hash, 480, 'webp')}`)).status).to.equal(404);
  });

  it('serves a PDF under its own name as a download, with its real size', async () => {
    const bytes = pdf('Attention worksheet');
    const response = await uploadMedia(server, bytes, 'Attention Worksheet – week 1.pdf', { type: 'text/html' });
    expect(response.status).to.equal(201);
    const item = (await response.json()) as MediaItemDto;
    expect(item).to.include({ kind: 'file', contentType: 'application/pdf', size: bytes.length });
    expect(item).not.to.have.property('width');
    const served = await fetch(`${server.url}${item.url}`);
    expect(served.status).to.equal(200);
    expect(served.headers.get('content-type')).to.equal('application/pdf');
    expect(served.headers.get('content-disposition')).to.equal(`attachment; filename="Attention Worksheet _ week 1.pdf"; filename*=UTF-8''${encodeURIComponent('Attention Worksheet – week 1.pdf')}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).to.equal(true);
  });

  it('gives a file with a long non-ASCII name a short ASCII address, and downloads it under its full name', async () => {
    const name = `${'研究報告書'.repeat(38)}.pdf`; // 190 CJK characters: 1,754 characters once encoded
    const response = await uploadMedia(server, pdf('long name'), name);
    expect(response.status).to.equal(201);
    const item = (await response.json()) as MediaItemDto;
    expect(item.fileName).to.equal(name);
    expect(item.url).to.match(/^\/media\/[0-9a-f]{32}\/file\.pdf$/);
    const served = await fetch(`${server.url}${item.url}`);
    expect(served.status).to.equal(200);
    expect(served.headers.get('content-disposition')).to.equal(`attachment; filename="${'_'.repeat(190)}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`);
    const hash = item.url.slice(7, 39);
    const byFullName = await fetch(`${server.url}/media/${hash}/${encodeURIComponent(name)}`);
    expect(byFullName.status, 'the address of the name itself, as files had before').to.equal(200);
  });

  it('keeps the ASCII words of a Latin name in its address', async () => {
    const response = await uploadMedia(server, pdf('latin name'), 'Résumé – final draft (v2).PDF');
    const item = (await response.json()) as MediaItemDto;
    expect(item.url).to.match(/^\/media\/[0-9a-f]{32}\/resume-final-draft-v2\.pdf$/);
    expect((await fetch(`${server.url}${item.url}`)).status).to.equal(200);
  });

  it('stores a file larger than one stored chunk and gives back every byte', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024 + 123, 7)]);
    const response = await uploadMedia(server, big, 'big.pdf');
    expect(response.status).to.equal(201);
    const served = Buffer.from(await (await fetch(`${server.url}${((await response.json()) as MediaItemDto).url}`)).arrayBuffer());
    expect(served.equals(big)).to.equal(true);
  });

  describe('refuses bad uploads with a 4xx JSON error and stores nothing', () => {
    const refusals: [string, () => Promise<Buffer>, string, number, RegExp][] = [
      ['an HTML page renamed .jpg', async () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'photo.jpg', 415, /web page/],
      ['an SVG with a script', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 415, /SVG/],
      ['an SVG without an XML prolog named .png', async () => Buffer.from('  <svg onload="alert(1)"></svg>'), 'logo.png', 415, /SVG/],
      ['a zero-byte file', async () => Buffer.alloc(0), 'empty.pdf', 400, /empty/],
      ['a path-like name', async () => pdf(), '../../etc/passwd.pdf', 400, /name/],
      ['a name with a control character', async () => pdf(), 'a\u0001b.pdf', 400, /name/],
      ['a dot name', async () => pdf(), '.htaccess', 400, /name/],
      ['a name whose right-to-left override shows an .exe as a .pdf', async () => pdf(), 'inv_\u202eexe.pdf', 400, /text-direction/],
      ['a PDF that is also a web page (polyglot)', async () => Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>'), 'doc.pdf', 415, /web page/],
      ['an executable', async () => Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'setup.exe', 415, /not accepted/],
      ['a truncated JPEG', async () => (await photo(600, 400)).subarray(0, 400), 'broken.jpg', 422, /could not be read/],
      ['a pixel bomb (a tiny PNG that declares 60,000 × 60,000 pixels)', async () => sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#000" } }).png({ compressionLevel: 9 }).toBuffer().then(declareSize(60000, 60000)), 'bomb.png', 422, /megapixels/],
      ['a file over MEDIA_MAX_BYTES', async () => Buffer.concat([pdf(), Buffer.alloc(3 * 1024 * 1024 + 1)]), 'huge.pdf', 413, /too large/],
    ];
    for (const [what, make, fileName, status, message] of refusals) {
      it(what, async () => {
        const before = await rowCounts();
        const response = await uploadMedia(server, await make(), fileName);
        expect(response.status).to.equal(status);
        const body = await response.json();
        expect(body.error).to.match(message);
        expect(await rowCounts()).to.deep.equal(before);
      });
    }

    it('a name holding any text-direction mark', async () => {
      const before = await rowCounts();
      for (const mark of ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
        const response = await uploadMedia(server, pdf(`mark ${mark.codePointAt(0)}`), `report${mark}.pdf`);
        expect(response.status, `U+${mark.codePointAt(0)?.toString(16)}`).to.equal(400);
        expect((await response.json()).error).to.match(/text-direction/);
      }
      expect(await rowCounts()).to.deep.equal(before);
    });

    it('two files in one upload: 400 "Send one file per upload.", not 413', async () => {
      const before = await rowCounts();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf('first'))]), 'first.pdf');
      form.append('file', new Blob([new Uint8Array(pdf('second'))]), 'second.pdf');
      const response = await fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form, headers: { 'x-admin-secret': server.config.adminSecret } });
      expect(response.status).to.equal(400);
      expect(await response.json()).to.deep.equal({ error: 'Send one file per upload.' });
      expect(await rowCounts()).to.deep.equal(before);
    });

    it('a request without the key (401), without a file (400) or as JSON (415)', async () => {
      const before = await rowCounts();
      expect((await uploadMedia(server, pdf(), 'a.pdf', { key: null })).status).to.equal(401);
      expect((await uploadMedia(server, pdf(), 'a.pdf', { key: 'wrong-key-0123456789' })).status).to.equal(401);
      const form = new FormData();
      form.append('alt', 'no file');
      const noFile = await fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form, headers: { 'x-admin-secret': server.config.adminSecret } });
      expect(noFile.status).to.equal(400);
      const json = await adminJson(server, '/api/admin/media', { method: 'POST', body: { file: 'x' } });
      expect(json.status).to.equal(415);
      expect(await rowCounts()).to.deep.equal(before);
    });
  });

  it('lists newest first, searches the name and alt text, and changes an alt text', async () => {
    const { body: all } = await adminJson<MediaItemDto[]>(server, '/api/admin/media');
    expect(all.length).to.be.greaterThan(2);
    const times = all.map((m) => Date.parse(m.createdAt));
    expect(times).to.deep.equal([...times].sort((a, b) => b - a));
    const { body: found } = await adminJson<MediaItemDto[]>(server, '/api/admin/media?q=BEACH');
    expect(found.map((m) => m.fileName)).to.deep.equal(['holiday.jpg']);
    const { status, body } = await adminJson<MediaItemDto>(server, `/api/admin/media/${found[0].id}`, { method: 'PUT', body: { alt: '  The beach at dusk  ' } });
    expect(status).to.equal(200);
    expect(body.alt).to.equal('The beach at dusk');
    expect((await adminJson(server, `/api/admin/media/${found[0].id}`, { method: 'PUT', body: { alt: 'x'.repeat(501) } })).status).to.equal(400);
  });

  it('refuses to delete an item a post still shows (409 naming it) unless forced, then serves 404', async () => {
    const item = (await (await uploadMedia(server, await photo(800, 420, { seed: 21 }), 'cover.jpg')).json()) as MediaItemDto;
    const { body: posts } = await adminJson<{ id: number; title: string }[]>(server, '/api/admin/blog');
    await server.db.query('UPDATE blog_posts SET featuredImage = ? WHERE id = ?', [item.url, posts[0].id]);
    const refused = await adminJson(server, `/api/admin/media/${item.id}`, { method: 'DELETE' });
    expect(refused.status).to.equal(409);
    expect(refused.body.details.usedBy).to.deep.equal([{ what: 'Blog post', title: posts[0].title, editPath: `/admin/blog/edit/${posts[0].id}` }]);
    expect((await fetch(`${server.url}${item.url}`)).status).to.equal(200);
    const forced = await adminJson(server, `/api/admin/media/${item.id}?force=true`, { method: 'DELETE' });
    expect(forced.status).to.equal(200);
    expect(await server.db.getRepository(MediaChunk).countBy({ mediaId: item.id })).to.equal(0);
    expect((await adminJson(server, `/api/admin/media/${item.id}`, { method: 'DELETE' })).status).to.equal(404);
  });

  it('answers 404 for an address that names no stored file', async () => {
    expect((await fetch(`${server.url}/media/${'0'.repeat(32)}-10x10.jpg`)).status).to.equal(404);
    expect((await fetch(`${server.url}/media/not-a-hash.jpg`)).status).to.equal(404);
  });
});

/** Rewrites a PNG's IHDR width and height (and its CRC), so it declares a canvas it does not hold. */
function declareSize(width: number, height: number) {
  return (png: Buffer): Buffer => {
    const out = Buffer.from(png);
    out.writeUInt32BE(width, 16);
    out.writeUInt32BE(height, 20);
    out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
    return out;
  };
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
