// Site search (GET /api/search and the /search page) on the suite's database: every word of the
// site is findable, forgivingly (stems, prefixes, one typo, diacritics and apostrophes), drafts
// and scheduled items never are, an edit is found at once in another process, the answers are
// the same on both databases, and hostile queries are plain words.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchIndexOf } from '../../src/services/search/searchIndex';
import type { SearchPageDto } from '../../views/api/types';
import { adminJson } from '../helpers/adminClient';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { openTestDatabase } from '../helpers/testDatabase';
import { startTestServer, TEST_ADMIN_SECRET, type TestServer } from '../helpers/testServer';

type SearchAnswer = SearchPageDto & { error?: string; details?: { building?: boolean } };
/** A search as a patient client makes it: while the index is being built (503), it asks again. */
const search = async (server: { url: string }, query: string) => {
  for (const giveUpAt = Date.now() + 30_000; ; ) {
    const response = await fetch(`${server.url}/api/search?${query}`);
    const body = (await response.json()) as SearchAnswer;
    if (response.status !== 503 || !body.details?.building || Date.now() > giveUpAt) return { status: response.status, body };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
/** The /search page's HTML, asked again while the index is being built (503). */
const searchPage = async (server: { url: string }, q: string) => {
  for (const giveUpAt = Date.now() + 30_000; ; ) {
    const response = await fetch(`${server.url}/search?q=${encodeURIComponent(q)}`);
    const html = await response.text();
    if (response.status !== 503 || Date.now() > giveUpAt) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const found = async (server: { url: string }, q: string, extra = '') => (await search(server, `q=${encodeURIComponent(q)}${extra}`)).body;
const titles = (page: SearchPageDto) => page.items.map((item) => item.title);

const deepEssay = {
  title: 'Notes on Stewardship',
  slug: 'notes-on-stewardship',
  excerpt: 'A short essay on caring for what we make.',
  bodyHtml: `<p>${'Opening words about care and tools. '.repeat(40)}</p><h2>The long view</h2><p>${'Stewardship asks for patience. '.repeat(30)}Here the word zephyrine appears once, deep in the body, and the maqāṣid of the law are named with their marks, as is the Qur’ān.</p><p>Transformers read text in parallel.</p>`,
  tags: ['stewardship'],
  publishedAt: '2024-03-01T09:00:00.000Z',
};

describe('search: every word of the site, found forgivingly', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer();
    expect((await adminJson(server, '/api/admin/ai-islam', { method: 'POST', body: deepEssay })).status).to.equal(201);
  });
  after(() => server.close());

  it('finds a word that appears only deep inside one essay, with the passage marked and the heading above it linked', async () => {
    const page = await found(server, 'zephyrine');
    expect(page.total).to.equal(1);
    const [result] = page.items;
    expect(result).to.include({ type: 'essay', title: 'Notes on Stewardship', url: '/ai-islam/notes-on-stewardship#the-long-view', publishedAt: '2024-03-01T09:00:00.000Z' });
    expect(result.snippet).to.include('<mark>zephyrine</mark>').and.match(/^… /);
  });

  it('finds stems, prefixes, one typo, and words written with or without diacritics and apostrophes', async () => {
    expect(titles(await found(server, 'stewarding'))).to.include('Notes on Stewardship'); // stem
    expect(titles(await found(server, 'zephyr'))).to.deep.equal(['Notes on Stewardship']); // prefix, as while typing
    expect(titles(await found(server, 'zep'))).to.include('Notes on Stewardship'); // from three letters
    expect(titles(await found(server, 'ze'))).not.to.include('Notes on Stewardship'); // two would stand for thousands of words
    expect(titles(await found(server, 'zephyrene'))).to.deep.equal(['Notes on Stewardship']); // one typo
    expect(titles(await found(server, 'transfomers'))).to.include('Notes on Stewardship');
    const plain = await found(server, 'maqasid', '&type=essay');
    expect(titles(plain)).to.include('Notes on Stewardship');
    const snippet = plain.items.find((item) => item.title === 'Notes on Stewardship')!.snippet;
    expect(snippet).to.include('<mark>maqāṣid</mark>');
    expect(titles(await found(server, 'quran'))).to.include('Notes on Stewardship');
    expect(titles(await found(server, "Qur'an"))).to.include('Notes on Stewardship');
  });

  it('ranks a title match above a tag match above a body match', async () => {
    const page = await found(server, 'stewardship', '&type=essay');
    const ranks = page.items.map((item) => item.title);
    expect(ranks[0]).to.match(/Stewardship/); // titles first
    expect(ranks.indexOf('Notes on Stewardship')).to.be.lessThan(ranks.length);
  });

  it('searches posts, essays, books and resources together, filtered by type, paged', async () => {
    const all = await found(server, 'mind');
    expect(new Set(all.items.map((item) => item.type)).size).to.be.greaterThan(1);
    for (const type of ['post', 'essay', 'book', 'resource'] as const) {
      const only = await found(server, 'the', `&type=${type}`);
      expect(only.items.every((item) => item.type === type), type).to.equal(true);
    }
    const first = await found(server, 'the');
    expect(first.totalPages).to.be.greaterThan(1);
    const second = await found(server, 'the', '&page=2');
    expect(second.page).to.equal(2);
    expect(second.items.map((item) => item.url)).not.to.include.members(first.items.map((item) => item.url));
    const book = (await found(server, 'thousand brains')).items[0];
    expect(book.type).to.equal('book');
    expect(book.url).to.match(/^\/books#book-\d+$/);
  });

  it('never finds drafts or scheduled items, finds an edit at once, and forgets a deleted item', async () => {
    const draft = await adminJson(server, '/api/admin/blog', { method: 'POST', body: { title: 'Quillwort draft', content: '<p>quillwort</p>', category: 'ai-and-society', publishedAt: null } });
    const scheduled = await adminJson(server, '/api/admin/blog', { method: 'POST', body: { title: 'Quillwort later', content: '<p>quillwort</p>', category: 'ai-and-society', publishedAt: '2099-01-01T00:00:00.000Z' } });
    expect((await found(server, 'quillwort')).total).to.equal(0);
    const post = draft.body.item;
    await adminJson(server, `/api/admin/blog/${post.id}`, { method: 'PUT', body: { title: 'Quillwort published', content: '<p>quillwort</p>', category: 'ai-and-society', publishedAt: '2024-01-01T00:00:00.000Z' } });
    expect(titles(await found(server, 'quillwort'))).to.deep.equal(['Quillwort published']);
    // A second edit within the same second is found too (update times keep their milliseconds on MySQL).
    await adminJson(server, `/api/admin/blog/${post.id}`, { method: 'PUT', body: { title: 'Quillwort published', content: '<p>hornwort</p>', category: 'ai-and-society', publishedAt: '2024-01-01T00:00:00.000Z' } });
    expect(titles(await found(server, 'hornwort'))).to.deep.equal(['Quillwort published']);
    await adminJson(server, `/api/admin/blog/${post.id}`, { method: 'PUT', body: { title: 'Quillwort published', content: '<p>liverwort</p>', category: 'ai-and-society', publishedAt: '2024-01-01T00:00:00.000Z' } });
    expect(titles(await found(server, 'liverwort'))).to.deep.equal(['Quillwort published']);
    expect((await found(server, 'hornwort')).total).to.equal(0);
    await adminJson(server, `/api/admin/blog/${post.id}`, { method: 'DELETE' });
    await adminJson(server, `/api/admin/blog/${scheduled.body.item.id}`, { method: 'DELETE' });
    expect((await found(server, 'quillwort')).total).to.equal(0);
  });

  it('shows a new and a deleted post on the cached /search page at once', async () => {
    const page = () => searchPage(server, 'bladderwort');
    expect(await page()).to.include('No results for'); // kept in the page cache now
    const created = await adminJson(server, '/api/admin/blog', { method: 'POST', body: { title: 'Bladderwort traps', content: '<p>bladderwort</p>', category: 'ai-and-society', publishedAt: '2024-01-01T00:00:00.000Z' } });
    expect(created.status).to.equal(201);
    expect(await page()).to.include('Bladderwort traps');
    await adminJson(server, `/api/admin/blog/${created.body.item.id}`, { method: 'DELETE' });
    expect(await page()).not.to.include('Bladderwort traps');
  });

  it('keeps each answer while the content versions stand, and builds its index again if the search thread stops', async () => {
    const first = await found(server, 'zephyrine');
    const { thread } = searchIndexOf(server.db);
    const generation = thread.generation;
    thread.stop();
    expect(await found(server, 'zephyrine')).to.deep.equal(first);
    expect(thread.generation, 'the kept answer: no search ran, so no thread started').to.equal(generation);
    const again = await found(server, 'zephyrine zephyrine'); // another address: searched in a new thread, on a new index
    expect(again.items.map((item) => item.url)).to.deep.equal(first.items.map((item) => item.url));
    expect(thread.generation).to.equal(generation + 1);
  });

  it('gives the same answers on either database (these lists are the same under MySQL)', async () => {
    expect(titles(await found(server, 'forgetting'))).to.deep.equal(['Forgetting Is a Feature', 'The Ship of Theseus in Your Skull']);
    expect(titles(await found(server, 'monty hall'))).to.deep.equal(['The Monty Hall Problem and the Stubbornness of Intuition']);
  });

  it('answers hostile queries as plain words, and refuses what is no query', async () => {
    for (const q of ['"quoted" AND OR NOT', "*) OR 1=1 --", "'; DROP TABLE blog_posts; --", 'title:mind -body +x ~y', 'MATCH(a) AGAINST (b IN BOOLEAN MODE)', 'a'.repeat(200), '<script>alert(1)</script>', '%', '\\']) {
      const { status, body } = await search(server, `q=${encodeURIComponent(q)}`);
      expect(status, q).to.equal(200);
      expect(body.items.every((item) => !item.snippet.includes('<script')), q).to.equal(true);
    }
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(201)}`, 'q=mind&type=song', 'q=mind&page=0', 'q=mind&page=x']) {
      const { status, body } = await search(server, query);
      expect(status, query).to.equal(400);
      expect(body.error).to.be.a('string');
    }
  });

  it('serves /search as a page that works without scripts, the query shown back escaped', async () => {
    const page = await fetch(`${server.url}/search?q=zephyrine`);
    expect(page.status).to.equal(200);
    const html = await page.text();
    expect(html).to.match(/<search><form[^>]*action="\/search"[^>]*method="get"/);
    expect(html).to.include('<mark>zephyrine</mark>').and.include('1 result').and.include('<meta name="robots" content="noindex">');
    const hostile = await (await fetch(`${server.url}/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)).text();
    expect(hostile).not.to.include('<img src=x');
    expect(hostile).to.include('“&lt;img src=x onerror=alert(1)&gt;”');
    const empty = await (await fetch(`${server.url}/search`)).text();
    expect(empty).to.include('Type a word or two above');
  });
});

describe('search in a second process: an edit is found at once', function () {
  this.timeout(60_000);
  let a: ServerProcess;
  let b: ServerProcess;
  before(async () => {
    await (await openTestDatabase()).destroy(); // a fresh schema when the suite runs on MySQL
    const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'search-processes-')) };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  });
  after(async () => {
    for (const server of [a, b]) {
      server?.child.kill('SIGTERM');
      await server?.exited;
    }
  });

  it('finds in one process what was written through the other, on the next request', async () => {
    expect((await found(b, 'xylophonist')).total).to.equal(0); // b's index is built now
    const headers = { 'Content-Type': 'application/json', 'x-admin-secret': TEST_ADMIN_SECRET };
    const created = await fetch(`${a.url}/api/admin/blog`, { method: 'POST', headers, body: JSON.stringify({ title: 'The xylophonist', content: '<p>Music.</p>', category: 'ai-and-society' }) });
    expect(created.status).to.equal(201);
    expect(titles(await found(b, 'xylophonist'))).to.deep.equal(['The xylophonist']);
  });

  it('shows on the other process\'s cached /search page a post written and deleted through one', async () => {
    const page = () => searchPage(b, 'pipistrelle');
    expect(await page()).to.include('No results for'); // kept in b's page cache now
    const headers = { 'Content-Type': 'application/json', 'x-admin-secret': TEST_ADMIN_SECRET };
    const created = await fetch(`${a.url}/api/admin/blog`, { method: 'POST', headers, body: JSON.stringify({ title: 'The pipistrelle', content: '<p>Bats.</p>', category: 'ai-and-society' }) });
    expect(created.status).to.equal(201);
    expect(await page()).to.include('The pipistrelle');
    const { id } = (await created.json()).item;
    expect((await fetch(`${a.url}/api/admin/blog/${id}`, { method: 'DELETE', headers })).status).to.equal(200);
    expect(await page()).not.to.include('The pipistrelle');
  });
});
