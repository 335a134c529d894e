import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/** Work only one process may do at a time (src/services/import/jobLock.ts): held while its holder beats. */
@Entity('job_locks')
export class JobLock {
  /** What is locked: 'import'. */
  @PrimaryColumn('varchar', { length: 32 }) name: string;
  /** The process holding it and the hold's own token (jobOwner.ts). */
  @Column('varchar', { length: 160 }) holder: string;
  @Column(integer({ nullable: true })) jobId: number | null;
  @Column(dateTime()) heartbeatAt: Date;
}
