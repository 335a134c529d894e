// Rate limits, the honeypot, content types and body size, shown on the newsletter endpoint
// (every public write goes through the same guards in src/api/router.ts).
import { expect } from 'chai';
import { NewsletterSubscriber } from '../../entities';
import { startTestServer, type TestServer } from '../helpers/testServer';

const post = (server: TestServer, body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers, body });

describe('public write guards', () => {
  describe('rate limits', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ seed: false, env: { RATE_LIMIT_PER_CLIENT: '3', RATE_LIMIT_TOTAL: '1000', RATE_LIMIT_WINDOW_SECONDS: '60' } });
    });
    after(() => server?.close());

    it('answers 429 with Retry-After once a client passes its limit, and stores nothing more', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await post(server, JSON.stringify({ email: `r${i}@example.com` }))).status);
      expect(statuses).to.deep.equal([201, 201, 201, 429, 429]);
      const limited = await post(server, JSON.stringify({ email: 'late@example.com' }));
      expect(limited.status).to.equal(429);
      expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
      expect(await limited.json()).to.have.property('error');
      expect(await server.db.getRepository(NewsletterSubscriber).count()).to.equal(3);
    });

    it('keeps the counters in the database', async () => {
      const rows = await server.db.query('SELECT bucket, hits FROM rate_limit_buckets');
      expect(rows.some((r: { hits: number | string }) => Number(r.hits) >= 6)).to.equal(true);
    });
  });

  describe('total limit', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ seed: false, env: { RATE_LIMIT_PER_CLIENT: '1000', RATE_LIMIT_TOTAL: '2' } });
    });
    after(() => server?.close());

    it('limits all clients together', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(server, JSON.stringify({ email: `t${i}@example.com` }))).status);
      expect(statuses).to.deep.equal([201, 201, 429]);
    });
  });

  describe('honeypot, content type and size', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ seed: false });
    });
    after(() => server?.close());

    it('answers a filled honeypot with an ordinary success and stores nothing', async () => {
      const response = await post(server, JSON.stringify({ email: 'bot@example.com', website: 'http://spam.example' }));
      expect(response.status).to.equal(201);
      expect(await response.json()).to.deep.equal({ success: true });
      expect(await server.db.getRepository(NewsletterSubscriber).count()).to.equal(0);
    });

    it('ignores an empty honeypot', async () => {
      expect((await post(server, JSON.stringify({ email: 'person@example.com', website: '' }))).status).to.equal(201);
      expect(await server.db.getRepository(NewsletterSubscriber).count()).to.equal(1);
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await post(server, 'email=a@example.com', { 'Content-Type': 'application/x-www-form-urlencoded' });
      expect(response.status).to.equal(415);
      expect(await response.json()).to.have.property('error');
      const text = await post(server, '{"email":"a@example.com"}', { 'Content-Type': 'text/plain' });
      expect(text.status).to.equal(415);
    });

    it('refuses a body over the size limit with 413', async () => {
      const response = await post(server, JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(200_000) }));
      expect(response.status).to.equal(413);
      expect(await response.json()).to.deep.equal({ error: 'Request body too large' });
    });

    it('answers a JSON body that is not an object with 400', async () => {
      for (const body of ['[]', '"text"', '42', 'null']) {
        const response = await post(server, body);
        expect(response.status, body).to.equal(400);
      }
      expect(await server.db.getRepository(NewsletterSubscriber).count()).to.equal(1);
    });
  });
});
