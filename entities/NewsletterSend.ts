import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/** Waiting for its item's time; its emails written; their rest held back by the owner. */
export type NewsletterSendStatus = 'scheduled' | 'started' | 'paused';

/** A post or essay sent to the subscribers: once each (the unique index refuses a second send). */
@Entity('newsletter_sends')
@Index(['area', 'itemId'], { unique: true })
export class NewsletterSend {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** 'blog' or 'essays'. */
  @Column('varchar', { length: 16 }) area: string;
  @Column(integer()) itemId: number;
  /** The active, confirmed subscribers (of the segment) at the moment of sending, and those a resend added: one outbox email each. */
  @Column(integer()) recipients: number;
  /** When it was asked for. */
  @Column(dateTime()) createdAt: Date;
  @Column('varchar', { length: 16, default: 'started' }) status: NewsletterSendStatus;
  /** The label its recipients carry; null: every receiving subscriber. */
  @Column('varchar', { length: 40, nullable: true }) segment: string | null;
  /** When its emails were written (its item's time, for a scheduled send); null while scheduled. */
  @Column(dateTime({ nullable: true })) startedAt: Date | null;
}
