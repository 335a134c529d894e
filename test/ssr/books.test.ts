// The raw streamed HTML, read without running any JavaScript.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { sampleBooks } from '../../src/seed/content/books';
import { dehydratedStateOf, startTestServer, type TestServer } from '../helpers/testServer';

const decodeEntities = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('SSR /books', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it('streams every book title and the spec texts in the HTML, with the data dehydrated', async () => {
    const response = await fetch(`${server.url}/books`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/text\/html/);
    const html = decodeEntities(await response.text());
    expect(html).to.match(/^<!DOCTYPE html>/);
    expect(html).to.include('My Book');
    expect(html).to.include('Recommended Reading');
    expect(html).to.include('Buy on Amazon');
    for (const book of sampleBooks) expect(html, book.title).to.include(book.title);
    expect(html).not.to.include('data-testid="skeleton"');

    const state = dehydratedStateOf(html);
    const books = state.queries.find((q) => JSON.stringify(q.queryKey) === '["/api/books"]');
    expect(books?.state.status).to.equal('success');
    expect(books?.state.data).to.have.length(sampleBooks.length);
  });

  it('sends the same JSON in the page as the API answers', async () => {
    const [html, api] = await Promise.all([
      fetch(`${server.url}/books`).then((r) => r.text()),
      fetch(`${server.url}/api/books`).then((r) => r.json()),
    ]);
    const books = dehydratedStateOf(html).queries.find((q) => JSON.stringify(q.queryKey) === '["/api/books"]');
    expect(books?.state.data).to.deep.equal(api);
  });

  it('carries the nonce on Emotion style tags and the module script, and a CSP without unsafe-inline', async () => {
    const response = await fetch(`${server.url}/books`);
    const csp = response.headers.get('content-security-policy')!;
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    expect(csp).not.to.include('unsafe-inline');
    expect(csp).to.include("frame-ancestors 'none'");
    const html = await response.text();
    const styleTags = html.match(/<style[^>]*>/g) ?? [];
    expect(styleTags.length).to.be.greaterThan(0);
    for (const tag of styleTags) expect(tag).to.include(`nonce="${nonce}"`);
    expect(html).to.match(new RegExp(`<script type="module" nonce="${nonce.replace(/[+/=]/g, '\\$&')}">[^<]*import\\("/assets/client-[A-Z0-9]+\\.js"\\)`));
  });

  it('answers an unknown path with the Page Not Found page and status 404', async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).to.equal(404);
    const html = decodeEntities(await response.text());
    expect(html).to.include('Page Not Found');
    expect(html).to.include("The page you're looking for doesn't exist or has been moved.");
    expect(html).to.include('Back to Home');
  });

  it('serves hashed assets as immutable for a year, pre-compressed', async () => {
    const manifest = JSON.parse(readFileSync('static/assets/manifest.json', 'utf8'));
    const response = await fetch(`${server.url}${manifest.entry}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).to.match(/javascript/);
    const raw = await fetch(`${server.url}${manifest.entry}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(raw.headers.get('content-encoding')).to.equal('br');
    expect(gunzipSync(readFileSync(`static${manifest.entry}.gz`)).length).to.be.greaterThan(1000);
  });

  it('keeps admin code and the markdown toolchain out of the books page', () => {
    const manifest = JSON.parse(readFileSync('static/assets/manifest.json', 'utf8'));
    const files = [manifest.entry, ...manifest.entryImports, ...manifest.pages.BooksPage];
    for (const file of files) {
      const code = readFileSync(`static${file}`, 'utf8');
      expect(code, file).not.to.match(/remark|rehype|x-admin-secret/);
    }
  });
});
