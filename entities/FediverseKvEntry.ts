import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateTime } from './columns';

/** One entry of Fedify's key-value store (src/federation/kvStore.ts): caches, idempotence marks, circuit states. */
@Entity('fediverse_kv')
export class FediverseKvEntry {
  /** The key's parts as a JSON array. */
  @PrimaryColumn('varchar', { length: 500 }) key: string;
  /** JSON. */
  @Column('text') value: string;
  @Column(dateTime({ nullable: true })) expiresAt: Date | null;
}
