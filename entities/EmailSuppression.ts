import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/** An address that bounced for good (a 5xx SMTP answer): never mailed again until the owner clears it. */
@Entity('email_suppressions')
export class EmailSuppression {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** Lower-cased. */
  @Index({ unique: true }) @Column('varchar', { length: 254 }) email: string;
  @Column('varchar', { length: 1000 }) reason: string;
  @Column(dateTime()) createdAt: Date;
  /** The newsletter send whose email bounced, if any: the owner can undo one send's suppressions. */
  @Column(integer({ nullable: true })) sendId: number | null;
}
