import { expect } from 'chai';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('GET /healthz', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close().catch(() => undefined));

  it('answers 200 while the database answers', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    await server.db.destroy();
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).to.equal(503);
    expect((await response.json()).status).to.equal('unavailable');
  });
});
