// The first-run setup's place over HTTP: kept on the server so every tab agrees; the admin key
// required; a bad value refused with nothing saved; no page and no settings answer carries it.
import { expect } from 'chai';
import type { SetupProgressDto } from '../../views/api/adminTypes';
import { adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('admin API: the first-run setup’s place', function () {
  this.timeout(30_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  const read = async () => (await adminJson<SetupProgressDto>(server, '/api/admin/setup')).body;
  const put = (body: unknown, key?: string | null) => adminJson(server, '/api/admin/setup', { method: 'PUT', body, key });

  it('answers a setup never started, then the place it was left at', async () => {
    expect(await read()).to.deep.equal({ step: 0, closed: false, started: false });
    expect((await put({ step: 2, closed: false })).status).to.equal(200);
    expect(await read()).to.deep.equal({ step: 2, closed: false, started: true });
    expect((await put({ step: 2, closed: true })).body).to.deep.equal({ step: 2, closed: true, started: true });
  });

  it('refuses bad values and a missing key, and changes nothing', async () => {
    const before = await read();
    for (const body of [{ step: -1, closed: false }, { step: 99, closed: false }, { step: 1.5, closed: false }, { step: '1', closed: false }, { step: 1, closed: 'yes' }, { step: 1 }, [], 'x']) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).to.equal(400);
      expect(answer.body.error).to.be.a('string');
    }
    expect((await put({ step: 1, closed: false }, null)).status).to.equal(401);
    expect((await put({ step: 1, closed: false }, 'wrong-key')).status).to.equal(401);
    expect(await read()).to.deep.equal(before);
  });

  it('stays out of the settings every page and the admin’s settings read', async () => {
    const pageSettings = await (await fetch(`${server.url}/api/settings`)).text();
    const adminSettings = JSON.stringify((await adminJson(server, '/api/admin/settings')).body);
    for (const text of [pageSettings, adminSettings]) expect(text).not.to.include('setupProgress').and.not.include('"started"');
  });
});
