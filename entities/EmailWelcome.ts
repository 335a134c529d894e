import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/** A subscriber who was sent the welcome email: the unique index makes it once, whatever runs twice. */
@Entity('email_welcomes')
export class EmailWelcome {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Index({ unique: true }) @Column(integer()) subscriberId: number;
  @Column(dateTime()) createdAt: Date;
}
