// Fedify's MessageQueue over the fediverse_queue table: durable and shared by every process. A
// process claims a message with a conditional UPDATE (so two never take the same one), handles
// it, and deletes it; one killed half-way leaves its claim to expire, and another process takes
// the message again. Fedify itself retries a failed delivery with backoff by enqueueing it
// again with a delay (this queue has no retrial of its own).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MessageQueue, MessageQueueDepth, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import { type DataSource, IsNull, LessThan, LessThanOrEqual, MoreThan } from 'typeorm';
import { FediverseQueuedMessage } from '../../entities/FediverseQueuedMessage';

export interface QueueTiming {
  /** How often an idle listener looks for due messages. */
  pollMs: number;
  /** How long a claim holds: longer than any one delivery may take (Fedify bounds each request). */
  claimMs: number;
  /** Messages a listener handles at once. */
  batch: number;
}

const DEFAULT_TIMING: QueueTiming = { pollMs: 1_000, claimMs: 5 * 60_000, batch: 8 };

export class TypeOrmMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  private readonly holder = randomUUID();

  constructor(
    private readonly db: DataSource,
    private readonly timing: QueueTiming = DEFAULT_TIMING,
  ) {}

  private get rows() {
    return this.db.getRepository(FediverseQueuedMessage);
  }

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.enqueueMany([message], options);
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    const now = new Date();
    const runAt = new Date(now.getTime() + (options?.delay?.total('millisecond') ?? 0));
    const rows = messages.map((message) => ({ message: JSON.stringify(message), runAt, claimedBy: null, claimedUntil: null, createdAt: now }));
    for (let start = 0; start < rows.length; start += 100) await this.rows.insert(rows.slice(start, start + 100));
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

  /** Handles what is due, then waits; returns when the signal aborts (after the messages in hand). */
  async listen(handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions): Promise<void> {
    const signal = options?.signal;
    while (!signal?.aborted) {
      const due = await this.claimDue().catch((error: unknown) => {
        console.error('[fediverse] reading the delivery queue failed:', error instanceof Error ? error.message : error);
        return [];
      });
      await Promise.all(due.map((row) => this.handle(row, handler)));
      if (due.length === 0) await sleep(this.timing.pollMs, undefined, { signal }).catch(() => undefined);
    }
  }

  private async handle(row: FediverseQueuedMessage, handler: (message: unknown) => Promise<void> | void): Promise<void> {
    try {
      await handler(JSON.parse(row.message));
      await this.rows.delete({ id: row.id, claimedBy: this.holder });
    } catch (error) {
      // Fedify retries deliveries itself; a message whose handler still threw waits and is tried again.
      console.error('[fediverse] a queued message failed:', error instanceof Error ? error.message : error);
      await this.rows.update({ id: row.id, claimedBy: this.holder }, { claimedBy: null, claimedUntil: null, runAt: new Date(Date.now() + this.timing.claimMs) });
    }
  }
}
