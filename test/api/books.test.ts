import { expect } from 'chai';
import { sampleBooks } from '../../src/seed/content/books';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('GET /api/books', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it('answers every seeded book in order, with the fields of the spec', async () => {
    const response = await fetch(`${server.url}/api/books`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/application\/json/);
    const books = await response.json();
    expect(books).to.have.length(sampleBooks.length);
    expect(books.map((b: { title: string }) => b.title)).to.deep.equal(sampleBooks.map((b) => b.title));
    for (const book of books) {
      expect(book).to.have.all.keys('id', 'title', 'subtitle', 'author', 'rating', 'publishedYear', 'description', 'amazonUrl', 'coverImage');
    }
    expect(books.filter((b: { coverImage: string | null }) => b.coverImage)).to.have.length(1);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).to.equal(404);
    expect(await response.json()).to.have.property('error');
  });

  it('answers a wrong method on a known path with a JSON 405', async () => {
    const response = await fetch(`${server.url}/api/books`, { method: 'DELETE' });
    expect(response.status).to.equal(405);
    expect(await response.json()).to.have.property('error');
  });
});
