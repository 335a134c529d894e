import { expect } from 'chai';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Book, BrainTeaser, Quote, Resource } from '../../entities';
import type { MediaItemDto } from '../../views/api/adminTypes';
import type { BookDto, BrainTeaserDto, QuoteDto, ResourceDto } from '../../views/api/types';
import { staticDir } from '../../src/ssr/assets';
import { adminJson } from '../helpers/adminClient';
import { pdf, uploadMedia } from '../helpers/mediaFiles';
import { startTestServer, type TestServer } from '../helpers/testServer';

const book = { title: 'Minds, Machines and Meaning', subtitle: 'Essays', author: 'The Owner', rating: 4.5, publishedYear: 2026, description: 'My own book.', amazonUrl: 'https://www.amazon.com/dp/EXAMPLE', coverImage: '/images/books/cover.jpg' };

describe('admin: books, resources, quotes and brain teasers', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  const publicJson = async <T>(url: string): Promise<T> => (await fetch(`${server.url}${url}`)).json() as Promise<T>;

  it('creates, reads, replaces and deletes a book, and the public list follows at once', async () => {
    const created = await adminJson<BookDto>(server, '/api/admin/books', { method: 'POST', body: book });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ title: book.title, coverImage: book.coverImage, rating: 4.5 });
    const listed = await publicJson<BookDto[]>('/api/books');
    expect(listed.at(-1)?.title, 'a new book goes last').to.equal(book.title);
    const read = await adminJson<BookDto>(server, `/api/admin/books/${created.body.id}`);
    expect(read.body).to.deep.equal(created.body);
    const replaced = await adminJson<BookDto>(server, `/api/admin/books/${created.body.id}`, { method: 'PUT', body: { ...book, subtitle: '', rating: '', coverImage: '' } });
    expect(replaced.status).to.equal(200);
    expect(replaced.body).to.include({ subtitle: null, rating: null, coverImage: null });
    expect((await publicJson<BookDto[]>('/api/books')).find((b) => b.id === created.body.id)?.coverImage).to.equal(null);
    expect((await adminJson(server, `/api/admin/books/${created.body.id}`, { method: 'DELETE' })).status).to.equal(200);
    expect((await publicJson<BookDto[]>('/api/books')).some((b) => b.id === created.body.id)).to.equal(false);
    expect((await adminJson(server, `/api/admin/books/${created.body.id}`)).status).to.equal(404);
  });

  it('moves books up and down, and the public list answers in the owner\'s order', async () => {
    const before = await publicJson<BookDto[]>('/api/books');
    const second = before[1];
    const moved = await adminJson<BookDto[]>(server, `/api/admin/books/${second.id}/move`, { method: 'POST', body: { direction: 'up' } });
    expect(moved.status).to.equal(200);
    expect(moved.body.map((b) => b.id)).to.deep.equal([second.id, before[0].id, ...before.slice(2).map((b) => b.id)]);
    expect((await publicJson<BookDto[]>('/api/books')).map((b) => b.id)).to.deep.equal(moved.body.map((b) => b.id));
    const top = await adminJson<BookDto[]>(server, `/api/admin/books/${second.id}/move`, { method: 'POST', body: { direction: 'up' } });
    expect(top.body.map((b) => b.id), 'the first item cannot go higher').to.deep.equal(moved.body.map((b) => b.id));
    await adminJson(server, `/api/admin/books/${second.id}/move`, { method: 'POST', body: { direction: 'down' } });
    expect((await publicJson<BookDto[]>('/api/books')).map((b) => b.id)).to.deep.equal(before.map((b) => b.id));
    expect((await adminJson(server, `/api/admin/books/${second.id}/move`, { method: 'POST', body: { direction: 'sideways' } })).status).to.equal(400);
  });

  it('computes a resource\'s size from its real file, never from the client, and counts its downloads', async () => {
    const bytes = pdf('A real worksheet');
    const media = (await (await uploadMedia(server, bytes, 'worksheet.pdf')).json()) as MediaItemDto;
    const created = await adminJson<ResourceDto>(server, '/api/admin/resources', {
      method: 'POST',
      body: { type: 'worksheet', title: 'A new worksheet', description: 'Print it.', filePath: media.url, fileSize: 999999999, downloadCount: 50 },
    });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ fileSize: bytes.length, downloadCount: 0, filePath: media.url });
    const download = await fetch(`${server.url}/api/resources/${created.body.id}/download`, { redirect: 'manual' });
    expect(download.status).to.equal(302);
    expect(download.headers.get('location')).to.equal(media.url);
    const listed = await publicJson<ResourceDto[]>('/api/resources');
    expect(listed.find((r) => r.id === created.body.id)).to.include({ downloadCount: 1, fileSize: bytes.length });

    const sample = readdirSync(path.join(staticDir, 'resources'))[0];
    const onDisk = await adminJson<ResourceDto>(server, `/api/admin/resources/${created.body.id}`, { method: 'PUT', body: { type: 'puzzle-pack', title: 'Moved', description: 'x', filePath: `/resources/${sample}` } });
    expect(onDisk.body.fileSize).to.equal(statSync(path.join(staticDir, 'resources', sample)).size);
    expect(onDisk.body.downloadCount, 'an edit keeps the count').to.equal(1);
  });

  it('adds a quote and a brain teaser the home page\'s random picks can meet', async () => {
    await server.db.getRepository(Quote).clear();
    await server.db.getRepository(BrainTeaser).clear();
    const quote = await adminJson<QuoteDto>(server, '/api/admin/quotes', { method: 'POST', body: { text: ' The owner\'s own line. ', author: 'Owner', category: 'Mind' } });
    expect(quote.status).to.equal(201);
    expect(quote.body.text).to.equal('The owner\'s own line.');
    const teaser = await adminJson<BrainTeaserDto>(server, '/api/admin/brain-teasers', { method: 'POST', body: { question: 'What has keys but no locks?', answer: 'A piano', difficulty: 'easy', category: 'Riddles' } });
    expect(teaser.status).to.equal(201);
    expect(await publicJson<QuoteDto>('/api/quotes/random')).to.deep.equal(quote.body);
    expect(await publicJson<BrainTeaserDto>('/api/brain-teasers/random')).to.deep.equal(teaser.body);
    const edited = await adminJson<BrainTeaserDto>(server, `/api/admin/brain-teasers/${teaser.body.id}`, { method: 'PUT', body: { ...teaser.body, difficulty: 'hard' } });
    expect(edited.body.difficulty).to.equal('hard');
  });

  it('keeps the owner\'s own books, resources, quotes and teasers when the seed runs again, even forced', async () => {
    const mine = await adminJson<BookDto>(server, '/api/admin/books', { method: 'POST', body: { ...book, title: 'Only Mine' } });
    const quote = await adminJson<QuoteDto>(server, '/api/admin/quotes', { method: 'POST', body: { text: 'Mine alone.', author: 'Owner', category: 'Own' } });
    for (const force of [false, true]) {
      expect((await adminJson(server, '/api/admin/seed', { method: 'POST', body: { force } })).status).to.equal(200);
    }
    expect((await adminJson(server, `/api/admin/books/${mine.body.id}`)).body.title).to.equal('Only Mine');
    expect((await adminJson(server, `/api/admin/quotes/${quote.body.id}`)).body.text).to.equal('Mine alone.');
  });

  describe('bad input changes nothing', () => {
    const counts = async () => [await server.db.getRepository(Book).count(), await server.db.getRepository(Resource).count(), await server.db.getRepository(Quote).count(), await server.db.getRepository(BrainTeaser).count()];
    const cases: [string, string, 'POST' | 'PUT', unknown, number][] = [
      ['a book without a title', '/api/admin/books', 'POST', { ...book, title: '  ' }, 400],
      ['a book with a javascript: buy link', '/api/admin/books', 'POST', { ...book, amazonUrl: 'javascript:alert(1)' }, 400],
      ['a book whose cover is another host', '/api/admin/books', 'POST', { ...book, coverImage: '//evil.example/x.jpg' }, 400],
      ['a book whose cover climbs out of the site', '/api/admin/books', 'POST', { ...book, coverImage: '/images/../../etc/passwd' }, 400],
      ['a rating of 6', '/api/admin/books', 'POST', { ...book, rating: 6 }, 400],
      ['a resource of an unknown type', '/api/admin/resources', 'POST', { type: 'video', title: 't', description: 'd', filePath: '/resources/x.pdf' }, 400],
      ['a resource whose file does not exist', '/api/admin/resources', 'POST', { type: 'worksheet', title: 't', description: 'd', filePath: '/resources/missing.pdf' }, 400],
      ['a resource whose file is outside the site', '/api/admin/resources', 'POST', { type: 'worksheet', title: 't', description: 'd', filePath: 'https://evil.example/x.pdf' }, 400],
      ['a quote with no author', '/api/admin/quotes', 'POST', { text: 'x', author: '', category: 'c' }, 400],
      ['a teaser of unknown difficulty', '/api/admin/brain-teasers', 'POST', { question: 'q', answer: 'a', difficulty: 'impossible', category: 'c' }, 400],
      ['a JSON array', '/api/admin/quotes', 'POST', [1, 2], 400],
      ['a replace of a missing book', '/api/admin/books/999999', 'PUT', book, 404],
      ['a replace with a bad id', '/api/admin/books/abc', 'PUT', book, 400],
    ];
    for (const [what, url, method, body, status] of cases) {
      it(what, async () => {
        const before = await counts();
        const response = await adminJson(server, url, { method, body });
        expect(response.status).to.equal(status);
        expect(response.body.error).to.be.a('string');
        expect(await counts()).to.deep.equal(before);
      });
    }

    it('every call needs the admin key', async () => {
      // Four tries in all: a fifth missing key would lock this client out (429).
      for (const url of ['/api/admin/books', '/api/admin/resources', '/api/admin/quotes']) {
        expect((await adminJson(server, url, { method: 'POST', body: { title: 'x' }, key: null })).status, url).to.equal(401);
      }
      expect((await adminJson(server, '/api/admin/brain-teasers', { key: 'wrong-key-0123456789' })).status).to.equal(401);
    });
  });
});
