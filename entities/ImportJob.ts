import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, flag, integer } from './columns';

/** One import of an uploaded file (src/services/import/importJob.ts), and its report. */
@Entity('import_jobs')
export class ImportJob {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** What the file was recognised as: 'ghost', 'wordpress', 'substack', 'markdown', 'ghost-members', 'subscribers-csv' or 'backup'. */
  @Column('varchar', { length: 24 }) kind: string;
  /** 'queued', 'running', 'done' or 'failed'. */
  @Column('varchar', { length: 12 }) status: string;
  @Column(flag(0)) dryRun: boolean;
  /** Where posts go: 'blog' or 'essays'. */
  @Column('varchar', { length: 16 }) area: string;
  @Column('varchar', { length: 200 }) fileName: string;
  /** Items and subscribers handled so far, of `total`. */
  @Column(integer({ default: 0 })) done: number;
  @Column(integer({ default: 0 })) total: number;
  /** The totals, and each kind's own (posts, pages, essays, subscribers, media). */
  @Column('simple-json') counts: { created: number; updated: number; skipped: number; kinds?: Record<string, { created: number; updated: number; skipped: number }> };
  @Column('simple-json') warnings: { item: string; message: string }[];
  @Column('text', { nullable: true }) error: string | null;
  @Column(dateTime()) createdAt: Date;
  /** Touched as the job works: a job left queued or running with an old one was cut off by a restart. */
  @Column(dateTime()) heartbeatAt: Date;
  @Column(dateTime({ nullable: true })) finishedAt: Date | null;
  /** The process running it (host, pid and start): at start-up a process settles the jobs of one that is gone. */
  @Column('varchar', { length: 120, nullable: true }) ownerId: string | null;
  /** Media items this job added to the library, removed again if the job fails or is cut off. */
  @Column('simple-json', { nullable: true }) createdMedia: number[] | null;
}
