import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/**
 * The sender's state, one row (id 1) that every process reads: set while a fault of the sending
 * setup (the SMTP server unreachable, the password or the From address refused) holds the outbox.
 */
@Entity('mail_status')
export class MailStatus {
  @PrimaryColumn('int') id: number;
  @Column('varchar', { length: 1000, nullable: true }) fault: string | null;
  @Column(dateTime({ nullable: true })) faultSince: Date | null;
  /** The outbox tries again from then. */
  @Column(dateTime({ nullable: true })) retryAt: Date | null;
  /** Faults in a row: the wait doubles with each. */
  @Column(integer({ default: 0 })) faults: number;
}
