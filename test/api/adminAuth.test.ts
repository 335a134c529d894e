// The admin key gate on every /api/admin endpoint, and the brute-force lock-out.
import { expect } from 'chai';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { AdminLoginFailure, BlogPost, Essay, LegacySubmission } from '../../entities';
import { apiEndpoints } from '../../src/api';
import { createApp } from '../../src/app';
import { ConfigError } from '../../src/config';
import { ADMIN_LOCKOUT_MAX_MS, lockoutWindowMs } from '../../src/services/admin/lockout';
import { adminCall } from '../helpers/adminClient';
import { startTestServer, testConfig, type TestServer } from '../helpers/testServer';

const UNAUTHORIZED = { error: 'Invalid or missing admin secret' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough that a loaded CI machine cannot outrun the windows the tests wait inside. */
const LOCKOUT_BASE_MS = 1000;

const EXPECTED_ADMIN_ENDPOINTS = [
  'POST /admin/seed',
  'GET /admin/blog',
  'POST /admin/blog',
  'GET /admin/blog/:id',
  'PUT /admin/blog/:id',
  'GET /admin/ai-islam',
  'POST /admin/ai-islam',
  'GET /admin/ai-islam/:id',
  'PUT /admin/ai-islam/:id',
  // The writing studio (#13), for posts and essays alike.
  ...['blog', 'ai-islam'].flatMap((segment) => [
    `DELETE /admin/${segment}/:id`,
    `GET /admin/${segment}/:id/revisions`,
    `GET /admin/${segment}/:id/revisions/:revisionId`,
    `POST /admin/${segment}/:id/revisions/:revisionId/restore`,
    `POST /admin/${segment}/:id/preview-link`,
  ]),
  'GET /admin/subscribers',
  'GET /admin/subscribers/export',
  'GET /admin/legacy',
  'POST /admin/legacy/:id/approve',
  'POST /admin/legacy/:id/reject',
  'DELETE /admin/legacy/:id',
  'GET /admin/messages',
  'PUT /admin/messages/:id',
  'DELETE /admin/messages/:id',
  'PUT /admin/subscribers/:id',
  'DELETE /admin/subscribers/:id',
  'POST /admin/subscribers',
  'PATCH /admin/subscribers/:id',
  'GET /admin/subscribers/labels',
  'POST /admin/subscribers/labels',
  'GET /admin/dashboard',
  'POST /admin/media',
  'GET /admin/media',
  'GET /admin/media/:id',
  'GET /admin/media/:id/uses',
  'PUT /admin/media/:id',
  'DELETE /admin/media/:id',
  'GET /admin/emails',
  'GET /admin/emails/suppressions',
  'GET /admin/emails/status',
  'GET /admin/emails/dns',
  'GET /admin/emails/sends',
  'POST /admin/emails/sends/:id/retry',
  'POST /admin/emails/sends/:id/unsuppress',
  'DELETE /admin/emails/suppressions/:id',
  'GET /admin/emails/:id',
  ...['blog', 'ai-islam'].flatMap((segment) => [
    `GET /admin/${segment}/:id/send`,
    `POST /admin/${segment}/:id/send`,
    `DELETE /admin/${segment}/:id/send`,
    `POST /admin/${segment}/:id/send/pause`,
    `POST /admin/${segment}/:id/send/resume`,
  ]),
  // The whole-site backup (#22): what it holds, and its signed download link.
  'GET /admin/backup',
  // Moving in (#22): a file in, its job followed.
  'POST /admin/import',
  'GET /admin/import',
  'GET /admin/import/:id',
  // Readers counted on the server (#24).
  'GET /admin/analytics',
  'GET /admin/analytics/sends',
  'GET /admin/analytics.csv',
  'GET /admin/settings',
  'PATCH /admin/settings',
  'GET /admin/setup',
  'PUT /admin/setup',
  'GET /admin/categories',
  'POST /admin/categories',
  'PUT /admin/categories/:value',
  'DELETE /admin/categories/:value',
  'POST /admin/sample-content/remove',
  'GET /admin/pages',
  'POST /admin/pages',
  'GET /admin/pages/:id',
  'PUT /admin/pages/:id',
  'DELETE /admin/pages/:id',
  'GET /admin/pages/:id/revisions',
  'GET /admin/pages/:id/revisions/:revisionId',
  'POST /admin/pages/:id/revisions/:revisionId/restore',
  'POST /admin/pages/:id/preview-link',
  'GET /admin/redirects',
  'POST /admin/redirects',
  'DELETE /admin/redirects/:id',
  'POST /admin/emails/held/release',
  'POST /admin/markdown/from-html',
  'GET /admin/fediverse/followers',
  'GET /admin/fediverse/delivery',
  'GET /admin/comments',
  'PATCH /admin/comments/:id',
  'DELETE /admin/comments/:id',
  'GET /admin/comments/blocks',
  'POST /admin/comments/blocks',
  'DELETE /admin/comments/blocks/:id',
  'GET /admin/comments/rules',
  'PUT /admin/comments/rules',
  ...['books', 'resources', 'quotes', 'brain-teasers'].flatMap((segment) => [
    `GET /admin/${segment}`,
    `POST /admin/${segment}`,
    `GET /admin/${segment}/:id`,
    `PUT /admin/${segment}/:id`,
    `DELETE /admin/${segment}/:id`,
    ...(segment === 'books' || segment === 'resources' ? [`POST /admin/${segment}/:id/move`] : []),
  ]),
];

const adminEndpoints = apiEndpoints.filter((e) => e.options.admin);

/** A body that would be a valid write, so only the key can be what stops it. */
const validBodies: Record<string, unknown> = {
  'POST /admin/seed': { force: true },
  'PATCH /admin/settings': { identity: { name: 'Sneaky Name' } },
  'PUT /admin/setup': { step: 1, closed: true },
  'POST /admin/categories': { label: 'Sneaky Category' },
  'POST /admin/sample-content/remove': {},
  'POST /admin/redirects': { from: '/sneaky', to: '/about' },
  'POST /admin/blog': { title: 'Sneaky Post', content: '<p>x</p>', category: 'ai-and-society' },
  'PUT /admin/blog/:id': { title: 'Sneaky Post', content: '<p>x</p>', category: 'ai-and-society' },
  'POST /admin/ai-islam': { title: 'Sneaky Essay', bodyHtml: '<p>x</p>' },
  'PUT /admin/ai-islam/:id': { title: 'Sneaky Essay', bodyHtml: '<p>x</p>' },
  'POST /admin/quotes': { text: 'Sneaky', author: 'x', category: 'x' },
  'PUT /admin/subscribers/:id': { isActive: false },
  'PATCH /admin/subscribers/:id': { labels: ['sneaky'] },
  'POST /admin/subscribers': { email: 'sneaky@example.com', consent: 'said yes' },
  'POST /admin/subscribers/labels': { ids: [1], add: ['sneaky'] },
  'PUT /admin/messages/:id': { read: true },
};

describe('admin API: the secret key', () => {
  let server: TestServer;
  before(async () => {
    // Many deliberate wrong keys here: the lock-out has its own suite below.
    server = await startTestServer({ env: { ADMIN_LOCKOUT_THRESHOLD: '100000' } });
  });
  after(() => server?.close());

  it('puts every admin endpoint of the spec behind the key', () => {
    const keys = adminEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys).to.have.members(EXPECTED_ADMIN_ENDPOINTS);
  });

  it('refuses a missing and a wrong key on every admin endpoint with the same 401 JSON, and writes nothing', async () => {
    const before = await Promise.all([server.db.getRepository(BlogPost).count(), server.db.getRepository(Essay).count(), server.db.getRepository(LegacySubmission).count()]);
    for (const endpoint of adminEndpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const path = `/api${endpoint.path.replace(':id', '1')}`;
      for (const key of [null, 'wrong-key-0123456789', '', 'test-admin-secret-012345678']) {
        const response = await adminCall(server, path, { method: endpoint.method, key, body: validBodies[name] });
        expect(response.status, `${name} key=${key}`).to.equal(401);
        expect(await response.json(), name).to.deep.equal(UNAUTHORIZED);
        expect(response.headers.get('cache-control'), name).to.equal('no-store');
      }
    }
    const after = await Promise.all([server.db.getRepository(BlogPost).count(), server.db.getRepository(Essay).count(), server.db.getRepository(LegacySubmission).count()]);
    expect(after).to.deep.equal(before);
    expect(await server.db.getRepository(BlogPost).countBy({ title: 'Sneaky Post' })).to.equal(0);
  });

  it('answers with the right key', async () => {
    const response = await adminCall(server, '/api/admin/blog');
    expect(response.status).to.equal(200);
    expect(response.headers.get('x-robots-tag')).to.match(/noindex/);
  });

  it('does not take the key from the query string', async () => {
    const response = await fetch(`${server.url}/api/admin/blog?x-admin-secret=test-admin-secret-0123456789`);
    expect(response.status).to.equal(401);
  });
});

describe('admin API: brute-force lock-out', () => {
  let server: TestServer;
  const failures = () => server.db.getRepository(AdminLoginFailure).find();
  before(async () => {
    server = await startTestServer({ seed: false, env: { ADMIN_LOCKOUT_THRESHOLD: '3', ADMIN_LOCKOUT_BASE_MS: String(LOCKOUT_BASE_MS) } });
  });
  after(() => server?.close());

  it('reads the threshold and first window from the environment: 5 and 10 minutes by default', () => {
    const defaults = testConfig();
    expect([defaults.adminLockoutThreshold, defaults.adminLockoutBaseMs]).to.deep.equal([5, 600_000]);
    expect(() => testConfig({ ADMIN_LOCKOUT_THRESHOLD: '0' })).to.throw(ConfigError, /^ADMIN_LOCKOUT_THRESHOLD/);
    expect(() => testConfig({ ADMIN_LOCKOUT_BASE_MS: 'soon' })).to.throw(ConfigError, /^ADMIN_LOCKOUT_BASE_MS/);
  });

  it('grows the window from the base, doubling, capped at 7 days', () => {
    expect(lockoutWindowMs(1, 600_000)).to.equal(600_000);
    expect(lockoutWindowMs(2, 600_000)).to.equal(1_200_000);
    expect(lockoutWindowMs(4, 600_000)).to.equal(4_800_000);
    expect(lockoutWindowMs(11, 600_000)).to.equal(ADMIN_LOCKOUT_MAX_MS);
    expect(lockoutWindowMs(5000, 600_000)).to.equal(7 * 24 * 3600 * 1000);
  });

  it('counts wrong keys in the database under a hash of the client, never its address', async () => {
    for (let i = 0; i < 2; i++) expect((await adminCall(server, '/api/admin/messages', { key: 'wrong' })).status).to.equal(401);
    const rows = await failures();
    expect(rows).to.have.length(1);
    expect(rows[0].failures).to.equal(2);
    expect(rows[0].lockedUntil).to.equal(null);
    expect(rows[0].clientHash).to.match(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.to.include('127.0.0.1');
  });

  it('locks the client out after the threshold: 429 with Retry-After, even for the right key, until the window ends', async () => {
    expect((await adminCall(server, '/api/admin/messages', { key: null })).status).to.equal(401); // the third wrong key
    const [row] = await failures();
    expect(row.lockouts).to.equal(1);
    expect(row.lockedUntil!.getTime() - Date.now()).to.be.within(0, LOCKOUT_BASE_MS);

    const locked = await adminCall(server, '/api/admin/messages');
    expect(locked.status).to.equal(429);
    expect(locked.headers.get('retry-after')).to.equal('1');
    expect(await locked.json()).to.deep.equal({ error: 'Too many requests. Please try again later.' });

    await sleep(row.lockedUntil!.getTime() - Date.now() + 50);
    expect((await adminCall(server, '/api/admin/messages')).status).to.equal(200);
    expect(await failures(), 'a right key after the window resets the counter').to.deep.equal([]);
  });

  it('doubles the window on the next lock-out', async () => {
    for (let i = 0; i < 3; i++) await adminCall(server, '/api/admin/messages', { key: 'wrong' });
    let [row] = await failures();
    await sleep(row.lockedUntil!.getTime() - Date.now() + 50);
    // The first window is over: three more wrong keys lock out again, for twice as long.
    for (let i = 0; i < 3; i++) expect((await adminCall(server, '/api/admin/messages', { key: 'wrong' })).status).to.equal(401);
    [row] = await failures();
    expect(row.lockouts).to.equal(2);
    const lockedFor = row.lockedUntil!.getTime() - Date.now();
    expect(lockedFor).to.be.within(LOCKOUT_BASE_MS + 1, 2 * LOCKOUT_BASE_MS);
    // Wake 200 ms past the first window's length: the doubled window still has most of its second half to go.
    await sleep(lockedFor - LOCKOUT_BASE_MS + 200);
    expect((await adminCall(server, '/api/admin/messages')).status, 'still locked after the first window length').to.equal(429);
    await sleep(row.lockedUntil!.getTime() - Date.now() + 50);
    expect((await adminCall(server, '/api/admin/messages')).status).to.equal(200);
  });

  it('shares the counter between server processes through the database', async () => {
    const other: Server = createApp({ db: server.db, config: server.config }).listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      await adminCall(server, '/api/admin/messages', { key: 'wrong' });
      await adminCall(server, '/api/admin/messages', { key: 'wrong' });
      const third = await fetch(`${otherUrl}/api/admin/messages`, { headers: { 'x-admin-secret': 'wrong' } });
      expect(third.status).to.equal(401);
      expect((await adminCall(server, '/api/admin/messages')).status, 'locked on the first process by the second').to.equal(429);
      const onOther = await fetch(`${otherUrl}/api/admin/messages`, { headers: { 'x-admin-secret': server.config.adminSecret } });
      expect(onOther.status).to.equal(429);
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('counts concurrent wrong keys without losing any', async () => {
    const fresh = await startTestServer({ seed: false, env: { ADMIN_LOCKOUT_THRESHOLD: '50', ADMIN_LOCKOUT_BASE_MS: '300' } });
    try {
      await Promise.all(Array.from({ length: 20 }, () => adminCall(fresh, '/api/admin/messages', { key: 'wrong' })));
      const [row] = await fresh.db.getRepository(AdminLoginFailure).find();
      expect(row.failures).to.equal(20);
    } finally {
      await fresh.close();
    }
  });
});
