import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, flag } from './columns';

@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** Trimmed and lower-cased before it is stored, so both dialects compare alike. */
  @Index({ unique: true }) @Column('varchar', { length: 254 }) email: string;
  @Column(dateTime()) subscribedAt: Date;
  @Column(flag(1)) isActive: boolean;
}
