// Fedify's KvStore over the fediverse_kv table: one code path for MySQL and SQLite, shared by
// every process. A missing or expired key answers undefined, never null: Fedify reads null as a
// stored value, and a signature check of a sender never seen before would then fail.
import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { type DataSource, IsNull, LessThanOrEqual, MoreThan, QueryFailedError } from 'typeorm';
import { FediverseKvEntry } from '../../entities/FediverseKvEntry';

/** The stored key: the parts as JSON, so a prefix of parts is a prefix of text (without the closing bracket). */
const keyText = (key: KvKey) => JSON.stringify(key);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

const isLive = (entry: FediverseKvEntry, now: Date) => entry.expiresAt === null || entry.expiresAt > now;
const expiryOf = (options?: KvStoreSetOptions) => (options?.ttl ? new Date(Date.now() + options.ttl.total('millisecond')) : null);

export class TypeOrmKvStore implements KvStore {
  constructor(private readonly db: DataSource) {}

  private get rows() {
    return this.db.getRepository(FediverseKvEntry);
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const entry = await this.rows.findOneBy({ key: keyText(key) });
    if (!entry || !isLive(entry, new Date())) return undefined;
    return JSON.parse(entry.value) as T;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await this.rows.upsert({ key: keyText(key), value: JSON.stringify(value), expiresAt: expiryOf(options) }, ['key']);
  }

  async delete(key: KvKey): Promise<void> {
    await this.rows.delete({ key: keyText(key) });
  }

  /** Swaps only while the stored value is still the expected one (undefined: no live entry); the database decides between racing processes. */
  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const text = keyText(key);
    const next = { value: JSON.stringify(newValue), expiresAt: expiryOf(options) };
    const now = new Date();
    if (expectedValue === undefined) {
      await this.rows.delete({ key: text, expiresAt: LessThanOrEqual(now) });
      try {
        await this.rows.insert({ key: text, ...next });
        return true;
      } catch (error) {
        if (error instanceof QueryFailedError) return false; // another process's value is there
        throw error;
      }
    }
    const expected = JSON.stringify(expectedValue);
    for (const expiresAt of [IsNull(), MoreThan(now)]) {
      if ((await this.rows.update({ key: text, value: expected, expiresAt }, next)).affected === 1) return true;
    }
    return false;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const now = new Date();
    const query = this.rows.createQueryBuilder('entry');
    if (prefix && prefix.length > 0) {
      const start = keyText(prefix).slice(0, -1);
      query.where('(entry.key = :exact OR entry.key LIKE :below ESCAPE :escape)', { exact: `${start}]`, below: `${escapeLike(`${start},`)}%`, escape: '\\' });
    }
    for (const entry of await query.orderBy('entry.key').getMany()) {
      if (isLive(entry, now)) yield { key: JSON.parse(entry.key) as KvKey, value: JSON.parse(entry.value) };
    }
  }
}

/** Entries past their time to live: unread already, deleted now and then to keep the table small. */
export async function deleteExpiredEntries(db: DataSource, now = new Date()): Promise<void> {
  await db.getRepository(FediverseKvEntry).delete({ expiresAt: LessThanOrEqual(now) });
}
