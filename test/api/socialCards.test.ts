// GET /cards/…: each published post and essay's social card, and the site's, through the
// middleware (src/middleware/serveSocialCard.ts) in a small Koa app with the site's error handler,
// against a real database (both kinds). Real PNGs, decoded with sharp; the card thread is the
// built one (dist/cardWorker.js).
import { expect } from 'chai';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { BlogPost } from '../../entities/BlogPost';
import { Essay } from '../../entities/Essay';
import { SocialCard } from '../../entities/SocialCard';
import { errorHandler } from '../../src/middleware/errorHandler';
import { serveSocialCard, type SocialCardOptions } from '../../src/middleware/serveSocialCard';
import { storeMedia } from '../../src/services/media/mediaStore';
import { blogPostCardPath, essayCardPath, siteCardFields, siteCardPath } from '../../src/socialCards/cardAddress';
import { defaultSettings } from '../../views/content/defaultSettings';
import { forgetCardFailures } from '../../src/socialCards/cards';
import { cardThreadStats, stopCardThread } from '../../src/socialCards/renderCard';
import { QueryRecorder } from '../helpers/queryRecorder';
import { openTestDatabase } from '../helpers/testDatabase';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ARABIC_TITLE = 'الذكاء الاصطناعي ومقاصد الشريعة: قراءة في الأخلاق والمسؤولية';

interface CardServer {
  url: string;
  close(): Promise<void>;
}

/** The middleware as the app mounts it: after the error handler, before everything else (here: a 404). */
async function startCardServer(db: DataSource, options: SocialCardOptions = {}): Promise<CardServer> {
  const app = new Koa();
  app.silent = true;
  app.use(errorHandler((ctx, status) => {
    ctx.status = status;
    ctx.type = 'text/html';
    ctx.body = `<h1>${status}</h1>`;
  }));
  app.use(serveSocialCard({ db }, options));
  app.use((ctx) => ctx.throw(404));
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What sharp reads of a PNG: its format and size, and whether it has both dark and light pixels. */
async function decode(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata();
  const { channels } = await sharp(bytes).greyscale().stats();
  return { format, width, height, darkest: channels[0].min, lightest: channels[0].max };
}

async function get(server: CardServer, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

let slugs = 0;
function newPost(db: DataSource, fields: Partial<BlogPost> = {}) {
  const repo = db.getRepository(BlogPost);
  slugs++;
  return repo.save(
    repo.create({
      slug: `post-${slugs}`,
      title: `A post worth sharing, number ${slugs}`,
      excerpt: 'An excerpt.',
      content: '<p>Body.</p>',
      category: 'ai-and-society',
      featuredImage: null,
      readTime: 6,
      publishedAt: new Date('2026-03-14T09:00:00Z'),
      tags: [],
      isFeatured: false,
      ...fields,
    }),
  );
}

function newEssay(db: DataSource, fields: Partial<Essay> = {}) {
  const repo = db.getRepository(Essay);
  slugs++;
  return repo.save(
    repo.create({
      slug: `essay-${slugs}`,
      title: `An essay, number ${slugs}`,
      excerpt: 'An excerpt.',
      authors: 'Dr. Alex Rivera',
      readingTime: '9 min read',
      publishedAt: new Date('2026-03-14T09:00:00Z'),
      tags: [],
      bodyHtml: '<p>Body.</p>',
      ...fields,
    }),
  );
}

const keyOf = (path: string) => path.slice(-20, -4);
/** An item's card address; a draft's as if it were published. */
const postCard = (post: BlogPost) => blogPostCardPath({ ...post, publishedAt: post.publishedAt ?? new Date() }, defaultSettings);
const essayCard = (essay: Essay) => essayCardPath({ ...essay, publishedAt: essay.publishedAt ?? new Date() }, defaultSettings);

describe('social cards: GET /cards/…', function () {
  this.timeout(60_000);
  const logger = new QueryRecorder();
  let db: DataSource;
  let server: CardServer;

  before(async () => {
    db = await openTestDatabase(logger);
    server = await startCardServer(db);
  });
  after(async () => {
    await server?.close();
    stopCardThread();
    await db?.destroy();
  });

  it("answers a published post's card: a 1200×630 PNG, immutable, stored for every process", async () => {
    const post = await newPost(db);
    const path = postCard(post);
    const answer = await get(server, path);
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.equal('image/png');
    expect(answer.headers.get('cache-control')).to.equal(IMMUTABLE);
    expect(answer.headers.get('etag')).to.equal(`"card-${keyOf(path)}"`);
    const png = await decode(answer.body);
    expect(png).to.include({ format: 'png', width: 1200, height: 630 });
    expect(png.darkest, 'dark pixels').to.be.below(60);
    expect(png.lightest, 'light pixels').to.be.above(230);
    const stored = await db.getRepository(SocialCard).findOneByOrFail({ key: keyOf(path) });
    expect(Buffer.from(stored.bytes).equals(answer.body)).to.equal(true);

    // Another process (a new middleware, its memory empty) serves the stored card without drawing it.
    const drawn = cardThreadStats.drawn;
    const other = await startCardServer(db);
    try {
      const again = await get(other, path);
      expect(again.status).to.equal(200);
      expect(again.body.equals(answer.body)).to.equal(true);
    } finally {
      await other.close();
    }
    expect(cardThreadStats.drawn).to.equal(drawn);
  });

  it('answers HEAD with the headers and no body', async () => {
    const post = await newPost(db);
    const answer = await get(server, postCard(post), { method: 'HEAD' });
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.equal('image/png');
    expect(answer.body.length).to.equal(0);
  });

  it('gives an edited title a new address; the old one answers 404', async () => {
    const post = await newPost(db, { title: 'Before the edit' });
    const before = postCard(post);
    const first = await get(server, before);
    expect(first.status).to.equal(200);
    await db.getRepository(BlogPost).update(post.id, { title: 'After the edit' });
    const after = postCard({ ...post, title: 'After the edit' });
    expect(after).to.not.equal(before);
    expect(after.slice(0, -21)).to.equal(before.slice(0, -21)); // same area and id, new key
    expect((await get(server, before)).status, 'the old address').to.equal(404);
    const edited = await get(server, after);
    expect(edited.status).to.equal(200);
    expect(edited.body.equals(first.body), 'a new picture').to.equal(false);
    expect((await decode(edited.body)).width).to.equal(1200);
  });

  it("answers an essay's card, its title in Arabic script", async () => {
    const essay = await newEssay(db, { title: ARABIC_TITLE });
    const answer = await get(server, essayCard(essay));
    expect(answer.status).to.equal(200);
    const png = await decode(answer.body);
    expect(png).to.include({ format: 'png', width: 1200, height: 630 });
    expect(png.darkest).to.be.below(60);
    expect(png.lightest).to.be.above(230);
  });

  it('answers a card for a title of 300 characters', async () => {
    const post = await newPost(db, { title: 'Why the machines that learn from us keep learning the wrong lessons, '.repeat(5).slice(0, 300) });
    expect(post.title).to.have.length(300);
    const answer = await get(server, postCard(post));
    expect(answer.status).to.equal(200);
    const png = await decode(answer.body);
    expect(png).to.include({ width: 1200, height: 630 });
    expect(png.lightest).to.be.above(230);
  });

  it('draws a card once for a burst of first requests', async () => {
    const post = await newPost(db, { title: 'Shared everywhere at once' });
    const path = postCard(post);
    await Promise.all(Array.from({ length: 8 }, () => get(server, '/cards/none'))); // open the connections first
    const drawn = cardThreadStats.drawn;
    logger.queries = [];
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(server, path)));
    expect(answers.map((answer) => answer.status)).to.deep.equal(Array(8).fill(200));
    expect(answers.every((answer) => answer.body.equals(answers[0].body))).to.equal(true);
    expect(cardThreadStats.drawn - drawn, 'cards drawn').to.equal(1);
    expect(logger.queries.filter((query) => /^INSERT/i.test(query) && /social_cards/.test(query)), 'rows written').to.have.length(1);
  });

  it('answers 404 for a draft, a scheduled item, an unknown item and a forged key', async () => {
    const draft = await newPost(db, { publishedAt: null });
    const scheduled = await newEssay(db, { publishedAt: new Date(Date.now() + 86_400_000) });
    const published = await newPost(db);
    const forged = postCard(published).replace(/-[0-9a-f]{16}\.png$/, `-${'0123456789abcdef'}.png`);
    const paths = [
      postCard(draft),
      essayCard(scheduled),
      postCard({ ...published, id: 999_999 }),
      postCard(published).replace('/cards/blog/', '/cards/essays/'), // a post's id and key under essays
      forged,
      siteCardPath(siteCardFields(defaultSettings)).replace(/-[0-9a-f]{16}/, '-0123456789abcdef'),
      '/cards/blog/1-nothex.png',
      '/cards/',
    ];
    for (const path of paths) expect((await get(server, path)).status, path).to.equal(404);
    expect(await db.getRepository(SocialCard).countBy({ key: keyOf(forged) })).to.equal(0);
  });

  it("answers the site's card for the home page and the list pages", async () => {
    const answer = await get(server, siteCardPath(siteCardFields(defaultSettings)));
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('cache-control')).to.equal(IMMUTABLE);
    const png = await decode(answer.body);
    expect(png).to.include({ format: 'png', width: 1200, height: 630 });
    expect(png.lightest).to.be.above(230);
  });

  it('shows an uploaded featured image beside the title; an SVG one is left out', async () => {
    const red = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#e11d48' } }).jpeg().toBuffer();
    const { item } = await storeMedia(db, { bytes: red, fileName: 'red.jpg', alt: 'Red' });
    const withPhoto = await newPost(db, { title: 'With a photo', featuredImage: item.url });
    const withSvg = await newPost(db, { title: 'With a drawing', featuredImage: '/images/blog/forgetting-is-a-feature.svg' });
    const panel = async (path: string) => {
      const answer = await get(server, path);
      expect(answer.status, path).to.equal(200);
      const { data } = await sharp(answer.body).extract({ left: 900, top: 100, width: 250, height: 400 }).removeAlpha().resize(1, 1).raw().toBuffer({ resolveWithObject: true });
      return [...data];
    };
    const [r, g, b] = await panel(postCard(withPhoto));
    expect(r, 'red').to.be.above(180);
    expect(g + b, 'little green and blue').to.be.below(200);
    const [bandRed, , bandBlue] = await panel(postCard(withSvg));
    expect(bandRed, 'the indigo band, no picture').to.be.below(120);
    expect(bandBlue).to.be.above(bandRed);
    expect(postCard(withSvg)).to.equal(postCard({ ...withSvg, featuredImage: null }));
  });

  it("serves the site's default image, briefly cached, when a card cannot be drawn in time, and stores nothing", async () => {
    forgetCardFailures();
    const hurried = await startCardServer(db, { renderDeadlineMs: 1 });
    try {
      const post = await newPost(db, { title: 'Drawn too slowly' });
      const answer = await get(hurried, postCard(post));
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('content-type')).to.equal('image/png');
      expect(answer.headers.get('cache-control')).to.equal('public, max-age=300');
      const png = await decode(answer.body);
      expect(png.format).to.equal('png');
      const { readFile } = await import('node:fs/promises');
      expect(answer.body.equals(await readFile('static/images/og-default.png'))).to.equal(true);
      expect(await db.getRepository(SocialCard).countBy({ key: keyOf(postCard(post)) })).to.equal(0);
      // The server carries on: the next card is drawn as usual.
      const next = await newPost(db, { title: 'Drawn in time' });
      expect((await get(server, postCard(next))).status).to.equal(200);
    } finally {
      await hurried.close();
      forgetCardFailures();
    }
  });
});

describe('social cards on the site: each page names its own card, and the card is there', function () {
  this.timeout(60_000);
  it('a post, an essay, the home page and the blog list name a 1200×630 PNG that the site serves, immutable', async () => {
    const { startTestServer } = await import('../helpers/testServer');
    const server = await startTestServer();
    try {
      const post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
      const essay = (await server.db.getRepository(Essay).find({ take: 1 }))[0];
      for (const path of [`/blog/${post.slug}`, `/ai-islam/${essay.slug}`, '/', '/blog']) {
        const html = await (await fetch(`${server.url}${path}`)).text();
        const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
        const card = await fetch(`${server.url}${new URL(image).pathname}`);
        expect(card.status, path).to.equal(200);
        expect(card.headers.get('content-type'), path).to.equal('image/png');
        expect(card.headers.get('cache-control'), path).to.include('immutable');
        const { width, height, format } = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
        expect([format, width, height], path).to.deep.equal(['png', 1200, 630]);
      }
    } finally {
      await server.close();
      await stopCardThread();
    }
  });
});
