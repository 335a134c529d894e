// Fedify's key-value store and delivery queue over our own tables, on the database under test:
// a missing key is undefined (never null), values expire, compare-and-swap and prefix listing
// behave as Fedify expects; every queued message is handled exactly once across two "processes",
// not before its delay, and again after a process that claimed it died.
import { Temporal } from '@js-temporal/polyfill';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { FediverseQueuedMessage } from '../../entities/FediverseQueuedMessage';
import { TypeOrmKvStore } from '../../src/federation/kvStore';
import { TypeOrmMessageQueue } from '../../src/federation/messageQueue';
import { openTestDatabase } from '../helpers/testDatabase';

const duration = (like: Temporal.DurationLike) => Temporal.Duration.from(like) as unknown as globalThis.Temporal.Duration;
const fast = { pollMs: 20, claimMs: 60_000, batch: 4 };

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('fediverse KV store and queue', function () {
  this.timeout(60_000);
  let db: DataSource;
  before(async () => {
    db = await openTestDatabase();
  });
  after(() => db?.destroy());

  describe('KvStore', () => {
    it('answers undefined, not null, for a key never set, and round-trips JSON values', async () => {
      const kv = new TypeOrmKvStore(db);
      expect(await kv.get(['nothing', 'here'])).to.equal(undefined);
      await kv.set(['a', 'b'], { n: 1, s: 'x' });
      await kv.set(['null'], null);
      expect(await kv.get(['a', 'b'])).to.deep.equal({ n: 1, s: 'x' });
      expect(await kv.get(['null'])).to.equal(null);
      await kv.set(['a', 'b'], [2]);
      expect(await kv.get(['a', 'b'])).to.deep.equal([2]);
      await kv.delete(['a', 'b']);
      expect(await kv.get(['a', 'b'])).to.equal(undefined);
    });

    it('forgets a value past its time to live', async () => {
      const kv = new TypeOrmKvStore(db);
      await kv.set(['ttl'], 'soon gone', { ttl: duration({ milliseconds: 1000 }) });
      expect(await kv.get(['ttl'])).to.equal('soon gone');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await kv.get(['ttl'])).to.equal(undefined);
    });

    it('swaps only from the expected value, and lists by prefix', async () => {
      const kv = new TypeOrmKvStore(db);
      expect(await kv.cas(['cas'], undefined, 1)).to.equal(true);
      expect(await kv.cas(['cas'], undefined, 2)).to.equal(false);
      expect(await kv.cas(['cas'], 2, 3)).to.equal(false);
      expect(await kv.cas(['cas'], 1, 3)).to.equal(true);
      expect(await kv.get(['cas'])).to.equal(3);
      await kv.set(['list', 'one'], 1);
      await kv.set(['list', 'two', 'deep'], 2);
      await kv.set(['listing'], 'not under the prefix');
      await kv.set(['list_'], 'nor this');
      const listed: unknown[] = [];
      for await (const entry of kv.list(['list'])) listed.push(entry.key);
      expect(listed).to.deep.equal([
        ['list', 'one'],
        ['list', 'two', 'deep'],
      ]);
    });
  });

  describe('MessageQueue', () => {
    beforeEach(() => db.getRepository(FediverseQueuedMessage).clear());

    it('hands each message to exactly one of two listening processes', async () => {
      const [first, second] = [new TypeOrmMessageQueue(db, fast), new TypeOrmMessageQueue(db, fast)];
      const handled: number[] = [];
      const stop = new AbortController();
      const listening = [first, second].map((queue) => queue.listen(async (message) => void handled.push((message as { n: number }).n), { signal: stop.signal }));
      await first.enqueueMany?.(Array.from({ length: 60 }, (_, n) => ({ n })));
      await until(() => handled.length >= 60);
      await new Promise((resolve) => setTimeout(resolve, 200)); // a duplicate would show by now
      stop.abort();
      await Promise.all(listening);
      expect([...handled].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 60 }, (_, n) => n));
      expect(await db.getRepository(FediverseQueuedMessage).count()).to.equal(0);
    });

    it('keeps a delayed message until its time', async () => {
      const queue = new TypeOrmMessageQueue(db, fast);
      await queue.enqueue({ later: true }, { delay: duration({ milliseconds: 400 }) });
      const handledAt: number[] = [];
      const start = Date.now();
      const stop = new AbortController();
      const listening = queue.listen(() => void handledAt.push(Date.now() - start), { signal: stop.signal });
      await until(() => handledAt.length === 1);
      stop.abort();
      await listening;
      expect(handledAt[0]).to.be.at.least(350);
    });

    it('hands a message again when the process that claimed it died before finishing', async () => {
      const dead = new TypeOrmMessageQueue(db, { ...fast, claimMs: 1500 });
      await dead.enqueue({ survivor: 1 });
      const claimed = await dead.claimDue(); // claimed, never handled: its process was killed
      expect(claimed).to.have.length(1);
      const live = new TypeOrmMessageQueue(db, fast);
      expect(await live.claimDue()).to.have.length(0);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const handled: unknown[] = [];
      const stop = new AbortController();
      const listening = live.listen((message) => void handled.push(message), { signal: stop.signal });
      await until(() => handled.length === 1);
      stop.abort();
      await listening;
      expect(handled).to.deep.equal([{ survivor: 1 }]);
    });

    it('replaces a fan-out by its deliveries at once: until its handling ends only the fan-out is there, then only the deliveries', async () => {
      const queue = new TypeOrmMessageQueue(db, fast);
      const rows = db.getRepository(FediverseQueuedMessage);
      const kinds = async () => (await rows.find({ order: { id: 'ASC' } })).map((row) => (JSON.parse(row.message) as { type: string }).type);
      await queue.enqueue({ type: 'fanout' });
      let finish!: () => void;
      let enqueued!: () => void;
      const fannedOut = new Promise<void>((resolve) => { enqueued = resolve; });
      const handled: number[] = [];
      const stop = new AbortController();
      const listening = queue.listen(async (message) => {
        const { type, n } = message as { type: string; n: number };
        if (type !== 'fanout') return void handled.push(n);
        await queue.enqueueMany(Array.from({ length: 150 }, (_, i) => ({ type: 'outbox', n: i })));
        enqueued();
        await new Promise<void>((resolve) => { finish = resolve; });
      }, { signal: stop.signal });
      await fannedOut;
      // A process killed here leaves the fan-out to be done again, and none of its deliveries.
      expect(await kinds()).to.deep.equal(['fanout']);
      finish();
      await until(() => handled.length >= 150);
      await new Promise((resolve) => setTimeout(resolve, 200)); // a second fan-out would show by now
      stop.abort();
      await listening;
      expect([...handled].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 150 }, (_, n) => n));
      expect(await rows.count()).to.equal(0);
    });

    it('drops what a failed handling enqueued, and what a handling whose claim ran out enqueued (the new holder makes it)', async () => {
      const queue = new TypeOrmMessageQueue(db, fast);
      const rows = db.getRepository(FediverseQueuedMessage);
      await queue.enqueue({ type: 'fanout', n: 1 });
      await queue.enqueue({ type: 'fanout', n: 2 });
      const seen: number[] = [];
      const stop = new AbortController();
      const listening = queue.listen(async (message) => {
        const { n } = message as { n: number };
        seen.push(n);
        await queue.enqueue({ type: 'outbox', from: n });
        if (n === 1) throw new Error('the fan-out failed');
        await rows.createQueryBuilder().update().set({ claimedBy: 'another process' }).where('claimedBy IS NOT NULL').execute(); // our claim ran out and another process took it
      }, { signal: stop.signal });
      await until(() => seen.length === 2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      stop.abort();
      await listening;
      const left = (await rows.find({ order: { id: 'ASC' } })).map((row) => JSON.parse(row.message));
      expect(left).to.deep.equal([{ type: 'fanout', n: 1 }, { type: 'fanout', n: 2 }]);
    });

    it('tells its depth', async () => {
      const queue = new TypeOrmMessageQueue(db, fast);
      await queue.enqueue({ now: 1 });
      await queue.enqueue({ later: 1 }, { delay: duration({ hours: 1 }) });
      expect(await queue.getDepth()).to.deep.equal({ queued: 2, ready: 1, delayed: 1 });
    });
  });
});
