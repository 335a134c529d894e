import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTime, stringList } from './columns';

/** An essay on AI and Islam, shown under /ai-islam. */
@Entity('essays')
export class Essay {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Index({ unique: true }) @Column('varchar', { length: 200 }) slug: string;
  @Column('varchar', { length: 300 }) title: string;
  @Column('text') excerpt: string;
  @Column('varchar', { length: 300 }) authors: string;
  /** Text such as '9 min read'. */
  @Column('varchar', { length: 40 }) readingTime: string;
  @Index() @Column(dateTime({ nullable: true })) publishedAt: Date | null;
  @Column(stringList()) tags: string[];
  @Column('text') bodyHtml: string;
  @CreateDateColumn(dateTime()) createdAt: Date;
  @UpdateDateColumn(dateTime()) updatedAt: Date;
}
