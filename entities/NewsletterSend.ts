import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/** A post or essay sent to the subscribers: once each (the unique index refuses a second send). */
@Entity('newsletter_sends')
@Index(['area', 'itemId'], { unique: true })
export class NewsletterSend {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** 'blog' or 'essays'. */
  @Column('varchar', { length: 16 }) area: string;
  @Column(integer()) itemId: number;
  /** The active, confirmed subscribers at the moment of sending: one outbox email each. */
  @Column(integer()) recipients: number;
  @Column(dateTime()) createdAt: Date;
}
