import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/**
 * A Webmention to verify (received) or to deliver (sent), done by the polling loop of
 * src/services/comments/webmentionWorker.ts in whichever process claims it first. One row per
 * (direction, source, target): a repeated mention is checked again, a sent one goes once.
 */
@Entity('webmention_jobs')
@Index('IDX_webmention_jobs_unique', ['direction', 'source', 'target'], { unique: true })
@Index('IDX_webmention_jobs_due', ['status', 'dueAt'])
export class WebmentionJob {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** 'receive' or 'send'. */
  @Column('varchar', { length: 8 }) direction: string;
  @Column('varchar', { length: 350 }) source: string;
  @Column('varchar', { length: 350 }) target: string;
  /** 'queued', 'working' (claimed until dueAt), 'done' or 'failed'. */
  @Column('varchar', { length: 16 }) status: string;
  @Column(dateTime()) dueAt: Date;
  @Column(integer({ default: 0 })) attempts: number;
  @Column('varchar', { length: 500, nullable: true }) lastError: string | null;
  @CreateDateColumn(dateTime()) createdAt: Date;
  @UpdateDateColumn(dateTime()) updatedAt: Date;
}
