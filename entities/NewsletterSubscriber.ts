import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, flag, integer } from './columns';

@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** Trimmed and lower-cased before it is stored, so both dialects compare alike. */
  @Index({ unique: true }) @Column('varchar', { length: 254 }) email: string;
  @Column(dateTime()) subscribedAt: Date;
  /** The reader's name, where an import's source had one. */
  @Column('varchar', { length: 200, nullable: true }) name: string | null;
  @Column(flag(1)) isActive: boolean;
  /** When they confirmed by the emailed link (double opt-in); null until then. */
  @Column(dateTime({ nullable: true })) confirmedAt: Date | null;
  @Column(dateTime({ nullable: true })) unsubscribedAt: Date | null;
  /** When the owner deactivated the address (not its owner): a "subscribe again" link cannot undo that. */
  @Column(dateTime({ nullable: true })) deactivatedAt: Date | null;
  /** The last confirmation email queued: a repeated signup sends at most one an hour. */
  @Column(dateTime({ nullable: true })) confirmationSentAt: Date | null;
  /** Which form they used: 'footer' or 'section' (the home page's). */
  @Column('varchar', { length: 16, nullable: true }) source: string | null;
  /** The newsletter send whose email's link they unsubscribed with, when they did. */
  @Column(integer({ nullable: true })) unsubscribedSendId: number | null;
  /** The owner's labels (segments a send may target), as given; compared without regard to case. Null: none. */
  @Column('simple-json', { nullable: true }) labels: string[] | null;
  /** How the owner knows they agreed, when the owner added the address by hand. */
  @Column('varchar', { length: 500, nullable: true }) consentNote: string | null;
}
