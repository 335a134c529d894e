// Fedify's MessageQueue over the fediverse_queue table: durable and shared by every process. A
// process claims a message with a conditional UPDATE (so two never take the same one), handles
// it, and deletes it; its claim is renewed while it works, and one killed half-way leaves its
// claim to run out, after which another process takes the message again. Fedify itself retries a
// failed delivery with backoff by enqueueing it again with a delay (this queue has no retrial of
// its own).
//
// A fan-out (one activity for many inboxes) and a delivery are replaced by what their handling
// enqueues: the deliveries of a fan-out, a failed delivery's retry. Those are kept until the
// handling ends and then inserted in the same transaction that deletes the message they come
// from, so a process killed at any moment leaves either the message or what replaced it, never
// both: a fan-out is never fanned out twice, and a delivery and its retry never both run. What remains is the window of every at-least-once
// delivery: an inbox that answered 2xx a moment before the process died, its message not yet
// deleted (docs/fediverse.md, Delivery).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MessageQueue, MessageQueueDepth, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import { type DataSource, type EntityManager, In, IsNull, LessThan, LessThanOrEqual, MoreThan } from 'typeorm';
import { FediverseQueuedMessage } from '../../entities/FediverseQueuedMessage';
import { serialTransaction } from '../lib/serialTransaction';

export interface QueueTiming {
  /** How often an idle listener looks for due messages. */
  pollMs: number;
  /** How long a claim holds unless renewed: a process that died is replaced this long after. It is renewed every third of it while the message is handled. */
  claimMs: number;
  /** Messages a listener handles at once. */
  batch: number;
}

export const DEFAULT_QUEUE_TIMING: QueueTiming = { pollMs: 1_000, claimMs: 60_000, batch: 8 };

/** Fedify's messages whose whole work is to be replaced by what they enqueue (a fan-out's deliveries, a delivery's retry). */
const REPLACED_BY_WHAT_THEY_ENQUEUE = new Set(['fanout', 'outbox']);

type NewRow = Pick<FediverseQueuedMessage, 'message' | 'runAt' | 'claimedBy' | 'claimedUntil' | 'createdAt'>;

/** A fan-out or a delivery being handled, in the async context of its handler: what it enqueues replaces it when it ends. */
interface Handling {
  id: number;
  enqueued: NewRow[];
}

async function insertRows(manager: EntityManager, rows: NewRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 100) await manager.getRepository(FediverseQueuedMessage).insert(rows.slice(start, start + 100));
}

export class TypeOrmMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  private readonly holder = randomUUID();
  private readonly handling = new AsyncLocalStorage<Handling>();
  /** The ids of the messages this process is handling: their claims are renewed. */
  private readonly inHand = new Set<number>();

  constructor(
    private readonly db: DataSource,
    private readonly timing: QueueTiming = DEFAULT_QUEUE_TIMING,
  ) {}

  private get rows() {
    return this.db.getRepository(FediverseQueuedMessage);
  }

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.enqueueMany([message], options);
  }

  /** All or none of them; from a fan-out's or a delivery's handling, when that ends (`replace`). */
  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    const now = new Date();
    const runAt = new Date(now.getTime() + (options?.delay?.total('millisecond') ?? 0));
    const rows: NewRow[] = messages.map((message) => ({ message: JSON.stringify(message), runAt, claimedBy: null, claimedUntil: null, createdAt: now }));
    const handling = this.handling.getStore();
    if (handling) handling.enqueued.push(...rows);
    else await serialTransaction(this.db, (manager) => insertRows(manager, rows));
  }

  /** The handled message goes, and what it enqueued comes, at once; nothing when our claim ran out (the process that has it now makes them). */
  private replace(id: number, enqueued: NewRow[]): Promise<void> {
    return serialTransaction(this.db, async (manager) => {
      if ((await manager.getRepository(FediverseQueuedMessage).delete({ id, claimedBy: this.holder })).affected === 1) await insertRows(manager, enqueued);
    });
  }

  async getDepth(): Promise<MessageQueueDepth> {
    const now = new Date();
    const [queued, ready] = await Promise.all([this.rows.count(), this.rows.countBy({ runAt: LessThanOrEqual(now) })]);
    return { queued, ready, delayed: queued - ready };
  }

  /** Claims up to `batch` due messages no live claim holds: each by its own conditional UPDATE, which only one process wins. */
  async claimDue(now = new Date()): Promise<FediverseQueuedMessage[]> {
    const free = [{ runAt: LessThanOrEqual(now), claimedUntil: IsNull() }, { runAt: LessThanOrEqual(now), claimedUntil: LessThan(now) }];
    const candidates = await this.rows.find({ select: { id: true }, where: free, order: { runAt: 'ASC', id: 'ASC' }, take: this.timing.batch });
    const claimedUntil = new Date(now.getTime() + this.timing.claimMs);
    const claimed: FediverseQueuedMessage[] = [];
    for (const { id } of candidates) {
      if (!(await this.claim(id, now, claimedUntil))) continue;
      const row = await this.rows.findOneBy({ id, claimedBy: this.holder, claimedUntil: MoreThan(now) });
      if (row) claimed.push(row);
    }
    return claimed;
  }

  /** Takes one message: free, or claimed by a process whose claim has run out. */
  private async claim(id: number, now: Date, claimedUntil: Date): Promise<boolean> {
    for (const claimed of [IsNull(), LessThan(now)]) {
      if ((await this.rows.update({ id, claimedUntil: claimed }, { claimedBy: this.holder, claimedUntil })).affected === 1) return true;
    }
    return false;
  }

  /** Keeps the claims of the messages in hand: a slow inbox never lets another process take one this process is still sending. */
  private async renewClaims(): Promise<void> {
    if (this.inHand.size === 0) return;
    await this.rows.update({ id: In([...this.inHand]), claimedBy: this.holder }, { claimedUntil: new Date(Date.now() + this.timing.claimMs) });
  }

  /** Handles what is due, then waits; returns when the signal aborts (after the messages in hand). */
  async listen(handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions): Promise<void> {
    const signal = options?.signal;
    const renewing = setInterval(() => {
      this.renewClaims().catch((error: unknown) => console.error('[fediverse] renewing the queue claims failed:', error instanceof Error ? error.message : error));
    }, this.timing.claimMs / 3);
    try {
      while (!signal?.aborted) {
        const due = await this.claimDue().catch((error: unknown) => {
          console.error('[fediverse] reading the delivery queue failed:', error instanceof Error ? error.message : error);
          return [];
        });
        await Promise.all(due.map((row) => this.handle(row, handler)));
        if (due.length === 0) await sleep(this.timing.pollMs, undefined, { signal }).catch(() => undefined);
      }
    } finally {
      clearInterval(renewing);
    }
  }

  private async handle(row: FediverseQueuedMessage, handler: (message: unknown) => Promise<void> | void): Promise<void> {
    const message = JSON.parse(row.message) as { type?: string };
    const handling: Handling = { id: row.id, enqueued: [] };
    this.inHand.add(row.id);
    try {
      if (REPLACED_BY_WHAT_THEY_ENQUEUE.has(message.type ?? '')) await this.handling.run(handling, () => handler(message));
      else await handler(message);
      await this.replace(row.id, handling.enqueued);
    } catch (error) {
      // Fedify retries deliveries itself; a message whose handler still threw waits and is tried
      // again (what it enqueued meanwhile is dropped: the next try makes it again).
      console.error('[fediverse] a queued message failed:', error instanceof Error ? error.message : error);
      await this.rows.update({ id: row.id, claimedBy: this.holder }, { claimedBy: null, claimedUntil: null, runAt: new Date(Date.now() + this.timing.claimMs) });
    } finally {
      this.inHand.delete(row.id);
    }
  }
}
