// The access log (LOG_REQUESTS) never writes a capability that works for whoever reads it: the
// signature of a backup link, or the token of a preview link, on the page or its API.
import { expect } from 'chai';
import type { AdminBackupDto } from '../../views/api/adminTypes';
import { adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { loggedPath } from '../../src/middleware/accessLog';

describe('access log: no signatures or tokens', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ env: { LOG_REQUESTS: 'true' } });
  });
  after(() => server?.close());

  /** The lines console.log writes while `work` runs. */
  async function logLines(work: () => Promise<void>): Promise<string[]> {
    const lines: string[] = [];
    const log = console.log;
    console.log = (...parts: unknown[]) => lines.push(parts.map(String).join(' '));
    try {
      await work();
    } finally {
      console.log = log;
    }
    return lines;
  }

  it('writes a backup download and a preview link without their signature and token', async () => {
    const { body: backup } = await adminJson<AdminBackupDto>(server, '/api/admin/backup');
    const signature = backup.downloadUrl.split('/')[3];
    expect(signature).to.match(/^[\w-]{43}$/);
    const created = await adminJson<{ item: { previewUrl: string } }>(server, '/api/admin/blog', {
      method: 'POST',
      body: { title: 'Secret Draft', slug: 'secret-draft', content: '<p>Hidden words.</p>', category: 'ai-and-society', publishedAt: null },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const token = created.body.item.previewUrl.split('/').at(-1) as string;

    const lines = await logLines(async () => {
      const download = await fetch(server.url + backup.downloadUrl);
      expect(download.status).to.equal(200);
      await download.arrayBuffer();
      for (const path of [`/blog/preview/${token}`, `/api/blog/preview/${token}`]) {
        const response = await fetch(server.url + path);
        expect(response.status, path).to.equal(200);
        await response.arrayBuffer();
      }
    });
    const written = lines.join('\n');
    expect(written).to.match(/^GET \/backup\/\[hidden\] 200 /m);
    expect(written).to.match(/^GET \/blog\/preview\/\[hidden\] 200 /m);
    expect(written).to.match(/^GET \/api\/blog\/preview\/\[hidden\] 200 /m);
    expect(written).not.to.include(signature);
    expect(written).not.to.include(token);
    expect(written).not.to.include(token.split('.').at(-1));
  });

  it('keeps ordinary paths as they are, and hides a token-like segment anywhere', () => {
    expect(loggedPath('/blog/the-things-we-build-that-outlive-us')).to.equal('/blog/the-things-we-build-that-outlive-us');
    expect(loggedPath('/media/3f9a0c1e2b4d5f6a7b8c9d0e1f2a3b4c-960.webp')).to.equal('/media/3f9a0c1e2b4d5f6a7b8c9d0e1f2a3b4c-960.webp');
    expect(loggedPath('/somewhere/aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9f/next')).to.equal('/somewhere/[hidden]/next');
  });
});
