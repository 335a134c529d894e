import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/**
 * 'paused': held back with its newsletter send (src/services/email/sendControls.ts); 'held': brought
 * back by a restore, sent only when the owner releases it (src/services/transfer/restoredOutbox.ts).
 * The sender claims only queued and sending.
 */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'paused' | 'held';

/**
 * An email, stored before it is sent: the outbox is the only way mail leaves. A process claims a
 * due row by setting a lease (src/services/email/mailSender.ts); a crashed process's lease expires.
 */
@Entity('outbox_emails')
@Index(['status', 'nextAttemptAt'])
export class OutboxEmail {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** What it is: 'contact' (a message forwarded to the owner), 'newsletter', 'confirmation'… */
  @Column('varchar', { length: 32 }) kind: string;
  @Index() @Column('varchar', { length: 254 }) toAddress: string;
  /** The Reply-To address alone (validated); its display name apart, so user text never becomes an address. */
  @Column('varchar', { length: 254, nullable: true }) replyTo: string | null;
  @Column('varchar', { length: 200, nullable: true }) replyToName: string | null;
  @Column('varchar', { length: 300 }) subject: string;
  @Column('text') html: string;
  @Column('text') text: string;
  /** Extra headers (List-Unsubscribe…) as JSON: name → one-line value. */
  @Column('text') headers: string;
  @Column('varchar', { length: 16 }) status: OutboxStatus;
  @Column(integer({ default: 0 })) attempts: number;
  @Column(dateTime()) nextAttemptAt: Date;
  @Column(dateTime({ nullable: true })) leaseUntil: Date | null;
  /** Which claim (one sender's one UPDATE of a batch) holds the lease. */
  @Index() @Column('varchar', { length: 32, nullable: true }) claimToken: string | null;
  @Column('varchar', { length: 1000, nullable: true }) lastError: string | null;
  @Column(dateTime()) createdAt: Date;
  @Index() @Column(dateTime({ nullable: true })) sentAt: Date | null;
  /** The newsletter send it belongs to, if any (src/services/email/newsletterSends.ts). */
  @Index() @Column(integer({ nullable: true })) sendId: number | null;
}
