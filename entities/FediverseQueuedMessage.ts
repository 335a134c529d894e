import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime } from './columns';

/** One message of Fedify's delivery queue (src/federation/messageQueue.ts): a fan-out, a delivery to one inbox, or a received activity. */
@Entity('fediverse_queue')
export class FediverseQueuedMessage {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** Fedify's message, as JSON. */
  @Column('text') message: string;
  /** Not handled before this (a retry's backoff). */
  @Column(dateTime()) runAt: Date;
  /** The process handling it, until claimedUntil: after that another may (the first one died). */
  @Column('varchar', { length: 64, nullable: true }) claimedBy: string | null;
  @Column(dateTime({ nullable: true })) claimedUntil: Date | null;
  @Column(dateTime()) createdAt: Date;
}
