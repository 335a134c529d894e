// "Schedule and email" across processes (issue 40): a send asked for a scheduled post in one
// server process, which is then killed before the post's time, goes out at that time from the
// processes running then (two, on one database), once, to the label it targets and nobody else.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { openTestDatabase } from '../helpers/testDatabase';
import { TEST_ADMIN_SECRET } from '../helpers/testServer';

const CLIENTS = ['ada@example.com', 'grace@example.com', 'alan@example.com'];
const OTHERS = ['reader@example.com', 'friend@example.com'];
/** Long enough for the restart below to happen before the post's time, with room to spare. */
const LEAD_MS = 35_000;

describe('a scheduled post with its send, through a restart and two processes', function () {
  this.timeout(150_000);
  let smtp: TestSmtp;
  const running: ServerProcess[] = [];

  before(async () => {
    await (await openTestDatabase()).destroy(); // a fresh schema when the suite runs on MySQL
    smtp = await startTestSmtp();
  });
  after(async () => {
    for (const server of running) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await smtp?.stop();
  });

  const env = () => ({ DATA_DIR: shared, SMTP_URL: smtp.url, OWNER_EMAIL: 'owner@example.com', MAIL_POLL_MS: '100', MAIL_RATE_PER_MINUTE: '10000' });
  const shared = mkdtempSync(path.join(os.tmpdir(), 'scheduled-send-'));
  const start = async () => {
    const server = await startServerProcess(env());
    running.push(server);
    return server;
  };
  const admin = (server: ServerProcess, url: string, method: string, body?: unknown) =>
    fetch(`${server.url}${url}`, { method, headers: { 'Content-Type': 'application/json', 'x-admin-secret': TEST_ADMIN_SECRET }, body: body === undefined ? undefined : JSON.stringify(body) });

  it('goes out at the post\'s time to its segment, once', async () => {
    const first = await start();
    for (const email of [...CLIENTS, ...OTHERS]) {
      const added = await admin(first, '/api/admin/subscribers', 'POST', { email, consent: 'Signed up at the launch', confirmed: true, labels: CLIENTS.includes(email) ? ['clients'] : ['friends'] });
      expect(added.status).to.equal(201);
    }
    const publishAt = new Date(Date.now() + LEAD_MS);
    const created = await admin(first, '/api/admin/blog', 'POST', { title: 'Only for clients', content: '<p>Hello, clients.</p>', category: 'ai-and-society', publishedAt: publishAt.toISOString() });
    expect(created.status).to.equal(201);
    const { item } = await created.json();
    const asked = await admin(first, `/api/admin/blog/${item.id}/send`, 'POST', { segment: 'clients' });
    expect(asked.status).to.equal(202);
    expect(await asked.json()).to.include({ scheduled: true, sendsAt: publishAt.toISOString() });

    first.child.kill('SIGKILL');
    await first.exited;
    running.splice(running.indexOf(first), 1);
    const [a, b] = await Promise.all([start(), start()]);
    expect(Date.now(), 'the restart happened before the post\'s time').to.be.below(publishAt.getTime());
    const status = await (await admin(a, `/api/admin/blog/${item.id}/send`, 'GET')).json();
    expect(status.send).to.include({ status: 'scheduled', recipients: 0 });
    expect(smtp.received, 'nothing before its time').to.have.length(0);

    const mails = await smtp.waitFor(CLIENTS.length, LEAD_MS + 20_000);
    expect(Date.now()).to.be.at.least(publishAt.getTime());
    await new Promise((resolve) => setTimeout(resolve, 1500)); // time for a second copy, were one to come
    expect(mails.flatMap((mail) => mail.to).sort(), 'each client once, nobody else').to.deep.equal([...CLIENTS].sort());
    expect(mails.every((mail) => mail.parsed.subject === 'Only for clients')).to.equal(true);
    const after = await (await admin(b, `/api/admin/blog/${item.id}/send`, 'GET')).json();
    expect(after.send).to.include({ status: 'started', recipients: 3, sent: 3, queued: 0 });
  });
});
