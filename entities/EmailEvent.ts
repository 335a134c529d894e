import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, integer } from './columns';

export type EmailEventKind = 'bounced' | 'complained';

/**
 * A bounce or complaint a provider reported after the SMTP answer (its webhook). Its key (the
 * provider's token or event id) is unique, so a replayed event is refused and counts once.
 */
@Entity('email_events')
@Index(['provider', 'eventKey'], { unique: true })
export class EmailEvent {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** 'mailgun' or 'postmark'. */
  @Column('varchar', { length: 16 }) provider: string;
  @Column('varchar', { length: 128 }) eventKey: string;
  @Column('varchar', { length: 16 }) kind: EmailEventKind;
  /** Lower-cased. */
  @Column('varchar', { length: 254 }) email: string;
  /** The newsletter send of the email it reports on, when it is one. */
  @Index() @Column(integer({ nullable: true })) sendId: number | null;
  @Column(dateTime()) createdAt: Date;
}
