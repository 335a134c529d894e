// Every JSON body nested deeper than MAX_JSON_DEPTH is refused (400) where it is parsed, public
// and admin endpoints alike, before a validator or merge recurses into it (issue 45, finding 10).
import { expect } from 'chai';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../../src/middleware/jsonDepth';
import { adminJson } from '../helpers/adminClient';
import { TEST_ADMIN_SECRET, startTestServer, type TestServer } from '../helpers/testServer';

/** `{"about":{"a":{"a":…}}}`, `levels` objects deep, as raw text (JSON.stringify would recurse). */
const nestedObject = (levels: number) => `{"about":${'{"a":'.repeat(levels - 2)}{}${'}'.repeat(levels - 2)}}`;
/** `{"identity":{"name":[[…]]}}`, `levels` deep: the settings' check of text recursed into it (a 500). */
const nestedArray = (levels: number) => `{"identity":{"name":${'['.repeat(levels - 2)}${']'.repeat(levels - 2)}}}`;
/** As deep as each body limit allows (2 MB for the owner, 100 kB for the public). */
const DEEPEST = { admin: 200_000, public: 15_000 };

describe('JSON bodies nested too deep', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  const send = (path: string, method: string, body: string, admin = false) =>
    fetch(`${server.url}${path}`, { method, headers: { 'Content-Type': 'application/json', ...(admin ? { 'x-admin-secret': TEST_ADMIN_SECRET } : {}) }, body });

  it('measures depth without recursing, however deep', () => {
    expect(nestedDeeperThan(JSON.parse(nestedObject(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).to.equal(false);
    expect(nestedDeeperThan(JSON.parse(nestedObject(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).to.equal(true);
    expect(nestedDeeperThan(JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)), MAX_JSON_DEPTH)).to.equal(true);
    expect(nestedDeeperThan('text', 0)).to.equal(false);
  });

  const cases: [string, string, boolean][] = [
    ['/api/admin/settings', 'PATCH', true],
    ['/api/admin/redirects', 'POST', true],
    ['/api/newsletter/subscribe', 'POST', false],
    ['/api/contact', 'POST', false],
  ];
  for (const [path, method, admin] of cases) {
    const deepest = admin ? DEEPEST.admin : DEEPEST.public;
    it(`answers 400 to ${method} ${path} ${deepest.toLocaleString('en')} levels deep, and past ${MAX_JSON_DEPTH}`, async () => {
      for (const body of [nestedObject(deepest), nestedArray(deepest), nestedArray(MAX_JSON_DEPTH + 1)]) {
        const response = await send(path, method, body, admin);
        expect(response.status).to.equal(400);
        expect((await response.json()).error).to.include(`more than ${MAX_JSON_DEPTH} levels`);
      }
    });
  }

  it('answered 500 before: a settings section nested 200,000 deep is 400', async () => {
    const response = await send('/api/admin/settings', 'PATCH', nestedArray(DEEPEST.admin), true);
    expect(response.status).to.equal(400);
  });

  it('changes nothing and still takes an ordinary change afterwards', async () => {
    const before = (await adminJson(server, '/api/admin/settings')).body;
    expect((await send('/api/admin/settings', 'PATCH', nestedArray(DEEPEST.admin), true)).status).to.equal(400);
    expect((await adminJson(server, '/api/admin/settings')).body).to.deep.equal(before);
    const changed = await send('/api/admin/settings', 'PATCH', '{"identity":{"name":"Still here"}}', true);
    expect(changed.status).to.equal(200);
  });
});
