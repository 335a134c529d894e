// Serving an upload that is not in the memory cache (every upload, on a server started a moment
// ago): read from the database a chunk at a time, with the other requests answered between the
// chunks, and once for a burst of requests asking for it together.
import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { MediaChunk } from '../../entities/MediaChunk';
import type { MediaItemDto } from '../../views/api/adminTypes';
import { CHUNK_BYTES, readMediaBytes } from '../../src/services/media/mediaStore';
import { pdf, uploadMedia } from '../helpers/mediaFiles';
import { QueryRecorder } from '../helpers/queryRecorder';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('media serving: files missing the memory cache', () => {
  const logger = new QueryRecorder();
  let server: TestServer;
  let item: MediaItemDto;
  let bytes: Buffer;
  let chunks: number;

  before(async () => {
    server = await startTestServer({ logger, env: { MEDIA_CACHE_BYTES: '0', MEDIA_MAX_BYTES: String(4 * CHUNK_BYTES) } });
    bytes = Buffer.concat([pdf('three chunks'), randomBytes(2 * CHUNK_BYTES + 1000)]);
    item = (await (await uploadMedia(server, bytes, 'three-chunks.pdf')).json()) as MediaItemDto;
    chunks = await server.db.getRepository(MediaChunk).countBy({ mediaId: item.id, variant: 'original' });
  });
  after(() => server?.close());

  const chunkReads = () => logger.queries.filter((query) => /^SELECT/i.test(query) && /media_chunks/.test(query) && /bytes/.test(query)).length;

  it('reads a large file a chunk at a time, the event loop turning between the chunks', async () => {
    expect(chunks).to.equal(3);
    let turns = 0;
    let reading = true;
    const count = () => {
      turns++;
      if (reading) setImmediate(count);
    };
    setImmediate(count);
    const media = await readMediaBytes(server.db, item.url.slice(7, 39), 'original');
    reading = false;
    expect(media?.bytes.equals(bytes)).to.equal(true);
    expect(turns, 'turns of the event loop while the file was read').to.be.at.least(chunks);
  });

  it('reads it once for a burst of requests asking for it together', async () => {
    // Open the connections first, so the burst's requests arrive together.
    await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.url}/healthz`).then((r) => r.arrayBuffer())));
    logger.queries = [];
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.url}${item.url}`)));
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(answers.map((answer) => answer.status)).to.deep.equal(Array(10).fill(200));
    expect(bodies.every((body) => body.equals(bytes))).to.equal(true);
    expect(chunkReads(), 'each chunk read once').to.equal(chunks);
  });

  it('still answers 404 for a file deleted since', async () => {
    await server.db.getRepository(MediaChunk).delete({ mediaId: item.id });
    expect((await fetch(`${server.url}${item.url}`)).status).to.equal(404);
  });
});

describe('media serving: a file in the memory cache', () => {
  const logger = new QueryRecorder();
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ logger });
  });
  after(() => server?.close());

  it('answers from memory, with no query, under the ETag of its address', async () => {
    const item = (await (await uploadMedia(server, pdf('cached'), 'cached.pdf')).json()) as MediaItemDto;
    expect((await fetch(`${server.url}${item.url}`)).status).to.equal(200);
    logger.queries = [];
    const hit = await fetch(`${server.url}${item.url}`);
    expect(hit.status).to.equal(200);
    expect(hit.headers.get('etag')).to.equal(`"${item.url.slice(7, 39)}-original"`);
    expect(logger.queries).to.deep.equal([]);
  });
});
