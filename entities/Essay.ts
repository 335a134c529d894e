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
  /** The markdown the body was rendered from; null when the body was written as HTML. */
  @Column('text', { nullable: true }) markdown: string | null;
  /** The random part of the private preview link (src/services/admin/previewLinks.ts). */
  @Column('varchar', { length: 32, nullable: true }) previewNonce: string | null;
  @CreateDateColumn(dateTime()) createdAt: Date;
  @UpdateDateColumn(dateTime()) updatedAt: Date;
}
