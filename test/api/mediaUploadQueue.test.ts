// The upload queue seen over HTTP: one image resized at a time, one more upload waiting, the
// next refused with a 429 before its body is read, and the work of a client that has gone dropped.
import { expect } from 'chai';
import { MediaChunk } from '../../entities/MediaChunk';
import { MediaItem } from '../../entities/MediaItem';
import { uploadQueueOf } from '../../src/services/media/uploadQueue';
import { heldUpload, photo, uploadMedia } from '../helpers/mediaFiles';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { hashOf } from '../../src/services/media/mediaStore';

/** Polls until the condition holds (the server's state changes as the requests arrive). */
async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('media uploads: the queue', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ env: { MEDIA_IMAGE_CONCURRENCY: '1', MEDIA_UPLOAD_QUEUE: '1' } });
  });
  after(() => server?.close());

  const queue = () => uploadQueueOf(server.config);
  const rowCounts = async () => ({ items: await server.db.getRepository(MediaItem).count(), chunks: await server.db.getRepository(MediaChunk).count() });
  const storedHashes = async () => (await server.db.getRepository(MediaItem).find({ select: { hash: true } })).map((item) => item.hash);

  it('refuses an upload past the queue with 429 and Retry-After before reading it; those in the queue are stored', async () => {
    const before = await rowCounts();
    const [a, b, c] = [await photo(640, 480, { seed: 31 }), await photo(640, 480, { seed: 32 }), await photo(640, 480, { seed: 33 })];
    const held = [heldUpload(server, a, 'a.jpg'), heldUpload(server, b, 'b.jpg')];
    await until('both held uploads have a place', () => queue().placesTaken === 2);
    const refused = await uploadMedia(server, c, 'c.jpg');
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers.get('retry-after'))).to.be.at.least(1);
    expect((await refused.json()).error).to.match(/Too many uploads at once/);
    for (const upload of held) upload.finish();
    expect((await Promise.all(held.map((upload) => upload.response))).map((r) => r.status)).to.deep.equal([201, 201]);
    expect((await rowCounts()).items).to.equal(before.items + 2);
    expect(await storedHashes()).not.to.include(hashOf(c));
    expect(queue().placesTaken).to.equal(0);
    expect((await uploadMedia(server, c, 'c.jpg')).status, 'a place is free again').to.equal(201);
  });

  it('drops an upload whose client left while it waited for its turn: nothing of it is stored', async () => {
    const [busy, left] = [await photo(2400, 1600, { seed: 41 }), await photo(1200, 800, { seed: 42 })];
    const running = uploadMedia(server, busy, 'busy.jpg');
    await until('the first image is being resized', () => queue().running === 1);
    const leaving = heldUpload(server, left, 'left.jpg', { sendAll: true });
    await until('the second waits for its turn', () => queue().waiting === 1);
    leaving.abort();
    await until('the one that left gives its place back', () => queue().placesTaken <= 1);
    expect((await running).status).to.equal(201);
    expect(await storedHashes()).to.include(hashOf(busy)).and.not.include(hashOf(left));
  });

  it('stops resizing an image whose client left mid-way, and stores nothing of it', async () => {
    const before = await rowCounts();
    const bytes = await photo(2400, 1600, { seed: 51 });
    const leaving = heldUpload(server, bytes, 'left-mid-way.jpg', { sendAll: true });
    await until('the image is being resized', () => queue().running === 1);
    leaving.abort();
    await until('its place is given back', () => queue().placesTaken === 0);
    expect(await rowCounts()).to.deep.equal(before);
    expect(await storedHashes()).not.to.include(hashOf(bytes));
  });
});
