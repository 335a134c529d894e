// Delivery survives a SIGKILL (#49): a post for 1,000 followers, each with its own inbox on one
// loopback server (no shared inbox, so each delivery is a queued message of its own); the server
// process (dist/server.js) is killed with deliveries in flight and most still queued, started
// again on the same database, and every inbox ends with the activity, none acknowledged twice.
// On the embedded database (a file shared by the two processes) and on MySQL alike.
//
// The moment of the kill is chosen, so the test cannot be flaky: after 300 inboxes have answered,
// the inboxes stop answering; once the queue shows those 300 recorded (their rows gone), the
// process, waiting on the unanswered ones, is killed. Those few in flight reached their inbox but
// were never acknowledged, and the next process sends them again: every at-least-once queue does,
// and Fedify's receivers drop an activity id they have (docs/fediverse.md, Delivery). The test
// tells them apart from a real duplicate: an inbox that answered and was sent the activity again.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { FediverseFollower } from '../../entities/FediverseFollower';
import { FediverseQueuedMessage } from '../../entities/FediverseQueuedMessage';
import { openDatabase, siteDatabase } from '../../src/db';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { mysqlUrl, openTestDatabase } from '../helpers/testDatabase';
import { TEST_ADMIN_SECRET } from '../helpers/testServer';

const FOLLOWERS = 1000;
const ANSWERED_BEFORE_THE_KILL = 300;

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** 1,000 inboxes on one server: /inbox/1 … /inbox/1000, each keeping the activity ids it received and those it answered 202 to. */
async function startInboxes() {
  const received = new Map<number, string[]>();
  const acknowledged = new Map<number, string[]>();
  const held = new Map<number, ServerResponse>();
  const state = { answerLimit: ANSWERED_BEFORE_THE_KILL, answered: 0 };
  const note = (map: Map<number, string[]>, inbox: number, id: string) => map.set(inbox, [...(map.get(inbox) ?? []), id]);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const inbox = Number((request.url ?? '').match(/^\/inbox\/(\d+)$/)?.[1] ?? 0);
      if (request.method !== 'POST' || inbox < 1 || inbox > FOLLOWERS) return void response.writeHead(404).end();
      const id = String((JSON.parse(Buffer.concat(chunks).toString()) as { id?: string }).id);
      note(received, inbox, id);
      if (state.answered >= state.answerLimit) return void held.set(inbox, response); // received, never answered
      state.answered += 1;
      note(acknowledged, inbox, id);
      response.writeHead(202).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    acknowledged,
    held,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a SIGKILL during delivery to 1,000 followers', function () {
  // Two server starts, 1,000 deliveries and a 2-second claim to run out: 15-30 s on this machine.
  this.timeout(90_000);
  let inboxes: Awaited<ReturnType<typeof startInboxes>>;
  let db: DataSource;
  const running: ServerProcess[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sigkill-delivery-'));
  const env = { DATA_DIR: dataDir, NODE_ENV: 'test', SEED_WHEN_EMPTY: 'false', FEDIVERSE_ALLOW_PRIVATE_ADDRESSES: 'true', FEDIVERSE_QUEUE_CLAIM_SECONDS: '2' };
  const start = async () => {
    const server = await startServerProcess(env);
    running.push(server);
    return server;
  };

  before(async () => {
    inboxes = await startInboxes();
    db = mysqlUrl ? await openTestDatabase() : await openDatabase(siteDatabase({ dataDir }));
    const followers = Array.from({ length: FOLLOWERS }, (_, i) => ({
      actorId: `${inboxes.url}/users/${i + 1}`,
      handle: `@reader${i + 1}@${new URL(inboxes.url).host}`,
      name: `Reader ${i + 1}`,
      inbox: `${inboxes.url}/inbox/${i + 1}`,
      sharedInbox: null,
      followedAt: new Date(),
    }));
    for (let i = 0; i < followers.length; i += 100) await db.getRepository(FediverseFollower).insert(followers.slice(i, i + 100));
  });
  after(async () => {
    for (const server of running) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await inboxes?.close();
    await db?.destroy();
  });

  it('delivers the post to every inbox once, through the kill and a restart on the same database', async () => {
    const first = await start();
    const created = await fetch(`${first.url}/api/admin/blog`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-admin-secret': TEST_ADMIN_SECRET },
      body: JSON.stringify({ title: 'For a thousand readers', content: '<p>Hello, all of you.</p>', category: 'ai-and-society' }),
    });
    expect(created.status).to.equal(201);
    const queued = () => db.getRepository(FediverseQueuedMessage).count();
    await until(async () => inboxes.held.size > 0 && (await queued()) === FOLLOWERS - ANSWERED_BEFORE_THE_KILL, 'the answered deliveries to be recorded', 40_000);

    first.child.kill('SIGKILL');
    await first.exited;
    running.splice(running.indexOf(first), 1);
    const inFlight = new Set(inboxes.held.keys());
    for (const response of inboxes.held.values()) response.destroy();
    inboxes.held.clear();
    inboxes.state.answerLimit = Number.POSITIVE_INFINITY;
    expect(inboxes.acknowledged.size, 'answered before the kill').to.equal(ANSWERED_BEFORE_THE_KILL);

    await start();
    await until(() => inboxes.acknowledged.size === FOLLOWERS, 'every inbox to have the post', 40_000);
    await until(async () => (await queued()) === 0, 'the queue to empty', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a second copy would have come by now

    const ids = new Set([...inboxes.acknowledged.values()].flat());
    expect(ids.size, 'one activity').to.equal(1);
    for (let inbox = 1; inbox <= FOLLOWERS; inbox++) {
      expect(inboxes.acknowledged.get(inbox), `inbox ${inbox} acknowledged it once`).to.have.length(1);
      // Sent again only when its first copy was in flight at the kill, never answered.
      expect(inboxes.received.get(inbox), `inbox ${inbox} received`).to.have.length(inFlight.has(inbox) ? 2 : 1);
    }
  });
});
