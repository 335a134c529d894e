import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LegacyStatus } from '../views/api/legacyStatuses';
import { dateTime, integer } from './columns';

/** A "Before I die..." statement. Listed publicly only once approved. */
@Entity('legacy_submissions')
@Index(['status', 'submittedAt'])
@Index(['status', 'hearts'])
export class LegacySubmission {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Column('text') statement: string;
  @Column('varchar', { length: 100, nullable: true }) authorName: string | null;
  @Column('varchar', { length: 100, nullable: true }) location: string | null;
  @Column(dateTime()) submittedAt: Date;
  @Column(integer({ default: 0 })) hearts: number;
  @Column('varchar', { length: 16, default: 'pending' }) status: LegacyStatus;
}
