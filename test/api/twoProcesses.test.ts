// Two server processes on one database (a shared embedded file, or MySQL): heart
// de-duplication, page cache invalidation, public rate limits and the admin lock-out hold
// across both, because all of that state lives in the database.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { photo, pdf, uploadMedia } from '../helpers/mediaFiles';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { openTestDatabase } from '../helpers/testDatabase';
import { TEST_ADMIN_SECRET } from '../helpers/testServer';

const json = { 'Content-Type': 'application/json' };

describe('two server processes, one database', function () {
  this.timeout(60_000);
  let a: ServerProcess;
  let b: ServerProcess;
  let smtp: TestSmtp;

  before(async () => {
    await (await openTestDatabase()).destroy(); // a fresh schema when the suite runs on MySQL
    smtp = await startTestSmtp();
    const env = {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'two-processes-')),
      RATE_LIMIT_PER_CLIENT: '3',
      ADMIN_LOCKOUT_THRESHOLD: '3',
      SMTP_URL: smtp.url,
      OWNER_EMAIL: 'owner@example.com',
      MAIL_POLL_MS: '50',
    };
    a = await startServerProcess(env); // creates the schema and loads the sample content
    b = await startServerProcess(env);
  });

  after(async () => {
    for (const server of [a, b]) {
      server?.child.kill('SIGTERM');
      await server?.exited;
    }
    await smtp?.stop();
  });

  // Before the lock-out test below: its wrong keys lock this address out of the admin for a while.
  it("shows the owner's settings changed through one process on the next request to the other: pages, head and feeds", async () => {
    expect(await (await fetch(`${b.url}/contact`)).text()).to.include('<meta property="og:site_name" content="Dr. Alex Rivera">'); // kept in B's caches
    expect(await (await fetch(`${b.url}/feed.json`)).json()).to.have.property('title', 'Dr. Alex Rivera — Blog');
    const changed = await fetch(`${a.url}/api/admin/settings`, {
      method: 'PATCH',
      headers: { ...json, 'x-admin-secret': TEST_ADMIN_SECRET },
      body: JSON.stringify({ identity: { name: 'Sam Teal' }, sections: { legacy: false } }),
    });
    expect(changed.status).to.equal(200);
    const contact = await (await fetch(`${b.url}/contact`)).text();
    expect(contact).to.include('<meta property="og:site_name" content="Sam Teal">');
    expect(contact).to.include('<title>Contact | Sam Teal</title>');
    expect((await fetch(`${b.url}/legacy`)).status).to.equal(404);
    expect(await (await fetch(`${b.url}/feed.json`)).json()).to.have.property('title', 'Sam Teal — Blog');
    expect((await (await fetch(`${b.url}/api/settings`)).json()).identity.name).to.equal('Sam Teal');
  });

  it('serves a file uploaded through one process from the other, and a resource made there measures it', async () => {
    const upload = await uploadMedia(a, await photo(1200, 800, { seed: 9 }), 'shared.jpg', { alt: 'Shared' });
    expect(upload.status).to.equal(201);
    const image = await upload.json();
    const fromB = await fetch(`${b.url}${image.url}`);
    expect(fromB.status).to.equal(200);
    expect(fromB.headers.get('content-type')).to.equal('image/jpeg');
    const hash = image.url.slice(7, 39);
    expect((await fetch(`${b.url}/media/${hash}-960.avif`)).status).to.equal(200);

    const worksheet = pdf('Shared worksheet');
    const file = await (await uploadMedia(b, worksheet, 'shared.pdf')).json();
    const created = await fetch(`${b.url}/api/admin/resources`, {
      method: 'POST',
      headers: { ...json, 'x-admin-secret': TEST_ADMIN_SECRET },
      body: JSON.stringify({ type: 'worksheet', title: 'Made through B', description: 'x', filePath: file.url }),
    });
    expect(created.status).to.equal(201);
    const listed = (await (await fetch(`${a.url}/api/resources`)).json()) as { title: string; fileSize: number }[];
    expect(listed.find((r) => r.title === 'Made through B')?.fileSize).to.equal(worksheet.length);
    expect(Buffer.from(await (await fetch(`${a.url}${file.url}`)).arrayBuffer()).equals(worksheet)).to.equal(true);
  });

  it('counts a visitor’s heart once, whichever process answers', async () => {
    const [statement] = await (await fetch(`${a.url}/api/legacy/recent`)).json();
    const viaA = await (await fetch(`${a.url}/api/legacy/${statement.id}/heart`, { method: 'POST', headers: json, body: '{}' })).json();
    const viaB = await (await fetch(`${b.url}/api/legacy/${statement.id}/heart`, { method: 'POST', headers: json, body: '{}' })).json();
    expect(viaA).to.include({ counted: true, hearts: statement.hearts + 1 });
    expect(viaB).to.include({ counted: false, hearts: statement.hearts + 1 });
  });

  it('shows an admin edit made through one process on the next page request to the other', async () => {
    const [post] = await (await fetch(`${a.url}/api/blog`)).json();
    const full = await (await fetch(`${a.url}/api/blog/post/${post.slug}`)).json();
    expect(await (await fetch(`${b.url}/blog/${post.slug}`)).text()).to.include(post.title); // now in B's page cache
    const edit = await fetch(`${a.url}/api/admin/blog/${post.id}`, {
      method: 'PUT',
      headers: { ...json, 'x-admin-secret': TEST_ADMIN_SECRET },
      body: JSON.stringify({ title: 'Edited Through Process A', slug: post.slug, content: full.content, category: post.category }),
    });
    expect(edit.status).to.equal(200);
    expect(await (await fetch(`${b.url}/blog/${post.slug}`)).text()).to.include('Edited Through Process A');
  });

  it('shows a post scheduled a few seconds ahead on both processes at its time, though their pages were cached before', async () => {
    const publishAt = Date.now() + 3_000;
    const title = 'Scheduled Through Process A';
    const created = await fetch(`${a.url}/api/admin/blog`, {
      method: 'POST',
      headers: { ...json, 'x-admin-secret': TEST_ADMIN_SECRET },
      body: JSON.stringify({ title, slug: 'scheduled-through-a', content: '<p>On time.</p>', category: 'ai-and-society', publishedAt: new Date(publishAt).toISOString() }),
    });
    expect(created.status).to.equal(201);
    const visible = async (server: ServerProcess) => {
      const [list, page, api, feed] = await Promise.all([
        fetch(`${server.url}/blog`).then((r) => r.text()),
        fetch(`${server.url}/blog/scheduled-through-a`),
        fetch(`${server.url}/api/blog`).then((r) => r.text()),
        fetch(`${server.url}/rss.xml`).then((r) => r.text()),
      ]);
      return { list: list.includes(title), page: page.status, api: api.includes(title), feed: feed.includes(title) };
    };
    for (const server of [a, b]) expect(await visible(server), `before its time (${server.url})`).to.deep.equal({ list: false, page: 404, api: false, feed: false });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt - Date.now()) + 50));
    for (const server of [a, b]) expect(await visible(server), `at its time (${server.url})`).to.deep.equal({ list: true, page: 200, api: true, feed: true });
  });

  it('enforces one rate limit across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      const response = await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: json, body: JSON.stringify({ email: `two${i}@example.com` }) });
      statuses.push(response.status);
    }
    expect(statuses).to.deep.equal([201, 201, 201, 429, 429]);
  });

  it('locks out a key guesser on both processes together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      const response = await fetch(`${server.url}/api/admin/subscribers`, { headers: { 'x-admin-secret': `wrong-key-${i}-padding` } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3)).to.deep.equal([401, 401, 401]);
    expect(statuses.slice(3)).to.deep.equal([429, 429]);
  });

  it('sends each email of the shared outbox once, whichever process claims it', async () => {
    for (const [i, server] of [a, b, a].entries()) {
      const response = await fetch(`${server.url}/api/contact`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Reader', email: 'reader@example.com', subject: `Hello ${i}`, message: 'Both processes send mail.' }) });
      expect(response.status).to.equal(201);
    }
    const toOwner = () => smtp.received.filter((mail) => mail.to.includes('owner@example.com')).map((mail) => mail.parsed.subject);
    const until = Date.now() + 10_000;
    while (toOwner().length < 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 500)); // time for a duplicate to arrive, if there were one
    expect(toOwner().sort()).to.deep.equal(['Contact: Hello 0', 'Contact: Hello 1', 'Contact: Hello 2']);
  });
});
