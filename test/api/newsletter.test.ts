import { expect } from 'chai';
import { NewsletterSubscriber } from '../../entities';
import { backgroundWorkSettled } from '../../src/lib/backgroundWork';
import { startTestServer, type TestServer } from '../helpers/testServer';

const subscribe = (server: TestServer, body: unknown) =>
  // The signup's work is done after its answer (src/lib/backgroundWork.ts): wait for it before looking.
  fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(async (response) => { await backgroundWorkSettled(); return response; });

describe('POST /api/newsletter/subscribe', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());
  const subscribers = () => server.db.getRepository(NewsletterSubscriber).find();

  it('stores a trimmed, lower-cased address, inactive until its owner confirms (double opt-in)', async () => {
    const response = await subscribe(server, { email: '  Reader@Example.COM ' });
    expect(response.status).to.equal(201);
    const rows = await subscribers();
    expect(rows.map((r) => r.email)).to.deep.equal(['reader@example.com']);
    expect(rows[0].isActive).to.equal(false);
  });

  it('accepts a second subscription of the same address without duplicating it', async () => {
    const response = await subscribe(server, { email: 'READER@example.com' });
    expect(response.status).to.equal(201);
    expect(await subscribers()).to.have.length(1);
  });

  it('rejects an invalid address with 400 naming the field, and writes nothing', async () => {
    for (const body of [{ email: 'not-an-email' }, { email: 42 }, {}, { email: 'x@y.z'.padStart(300, 'a') }]) {
      const response = await subscribe(server, body);
      expect(response.status, JSON.stringify(body)).to.equal(400);
      const answer = await response.json();
      expect(answer.error).to.include('email');
      expect(answer.details[0].field).to.equal('email');
    }
    expect(await subscribers()).to.have.length(1);
  });

  it('refuses an unknown source with 400', async () => {
    expect((await subscribe(server, { email: 'x@example.com', source: 'popup' })).status).to.equal(400);
    expect(await subscribers()).to.have.length(1);
  });

  it('refuses text that is not well-formed Unicode (a lone surrogate) with 400, not a crash of the email check', async () => {
    for (const raw of ['{"email":"\\u202e\\u0000\\ud800"}', '{"email":"\\ud800@example.com"}']) {
      const response = await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: raw });
      expect(response.status, raw).to.equal(400);
      expect((await response.json()).error).to.equal('Invalid email: must be valid Unicode text');
    }
    expect(await subscribers()).to.have.length(1);
  });

    it('answers malformed JSON with 400', async () => {
    const response = await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' });
    expect(response.status).to.equal(400);
    expect(await response.json()).to.deep.equal({ error: 'Malformed JSON body' });
  });
});

describe('POST /api/newsletter/subscribe with NEWSLETTER_DOUBLE_OPT_IN=false', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false, env: { NEWSLETTER_DOUBLE_OPT_IN: 'false' } });
  });
  after(() => server?.close());

  it('makes the subscriber active at once, confirmed, with the form it came from', async () => {
    expect((await subscribe(server, { email: 'now@example.com', source: 'footer' })).status).to.equal(201);
    const [row] = await server.db.getRepository(NewsletterSubscriber).find();
    expect(row).to.include({ email: 'now@example.com', isActive: true, source: 'footer' });
    expect(row.confirmedAt).to.be.an.instanceOf(Date);
  });
});
