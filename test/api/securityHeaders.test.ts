import { expect } from 'chai';
import { startServerProcess } from '../helpers/serverProcess';
import { startTestServer, TEST_ADMIN_SECRET, type TestServer } from '../helpers/testServer';

describe('security headers', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false, env: { TRUST_PROXY: 'true' } });
  });
  after(() => server?.close());

  for (const path of ['/books', '/api/books', '/no-such-page', '/images/icon.svg', '/api/nothing']) {
    it(`are on ${path}`, async () => {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).to.match(/'self'/);
      expect(scriptSrc).not.to.match(/unsafe-inline|unsafe-eval/);
      expect(csp).not.to.include('unsafe-inline');
      expect(csp).to.include("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(response.headers.get('referrer-policy')).to.equal('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).to.include('camera=()');
    });
  }

  it('sends a fresh nonce with every response', async () => {
    const nonces = await Promise.all([1, 2, 3].map(async () => (await fetch(`${server.url}/books`)).headers.get('content-security-policy')!.match(/nonce-([^']+)/)![1]));
    expect(new Set(nonces).size).to.equal(3);
  });

  it('sends HSTS only over HTTPS behind a trusted proxy', async () => {
    const https = await fetch(`${server.url}/books`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).to.match(/max-age=31536000/);
    const plain = await fetch(`${server.url}/books`);
    expect(plain.headers.get('strict-transport-security')).to.equal(null);
  });
});

describe('secrets', function () {
  this.timeout(30_000);

  it('never appear in logs or error bodies', async () => {
    const server = await startServerProcess({ LOG_REQUESTS: 'true' });
    const wrong = 'wrong-secret-value-123456';
    const answers = await Promise.all([
      fetch(`${server.url}/api/books?token=${TEST_ADMIN_SECRET}`, { headers: { 'x-admin-secret': TEST_ADMIN_SECRET } }).then((r) => r.text()),
      fetch(`${server.url}/api/admin/seed`, { method: 'POST', headers: { 'x-admin-secret': wrong, 'Content-Type': 'application/json' }, body: '{}' }).then((r) => r.text()),
      fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' }).then((r) => r.text()),
    ]);
    server.child.kill('SIGTERM');
    await server.exited;
    const log = server.output();
    expect(log).to.match(/GET \/api\/books 200/);
    expect(log).not.to.include(TEST_ADMIN_SECRET);
    expect(log).not.to.include(wrong);
    for (const body of answers) {
      expect(body).not.to.include(TEST_ADMIN_SECRET);
      expect(body).not.to.include(wrong);
    }
  });
});

describe('client address behind the proxy', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false, env: { TRUST_PROXY: 'true', RATE_LIMIT_PER_CLIENT: '2', RATE_LIMIT_TOTAL: '1000' } });
  });
  after(() => server?.close());

  it('counts a client by the address the proxy appended, not by what it wrote itself', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${server.url}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.0.${i}, 203.0.113.7` },
        body: JSON.stringify({ email: `proxy${i}@example.com` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).to.deep.equal([201, 201, 429, 429]);
  });

  it('keeps admin pages out of search engines', async () => {
    const response = await fetch(`${server.url}/admin/seed`);
    expect(response.headers.get('x-robots-tag')).to.equal('noindex, nofollow');
  });
});
