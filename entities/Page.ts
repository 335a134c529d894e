import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTime, integer, stringList } from './columns';

/** A page of the owner's own (a privacy policy, "Work with me"), served at /{slug}. */
@Entity('pages')
export class Page {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Index({ unique: true }) @Column('varchar', { length: 200 }) slug: string;
  @Column('varchar', { length: 300 }) title: string;
  @Column('text') excerpt: string;
  @Column('text') content: string;
  @Column(integer()) readTime: number;
  /** Empty means a draft; a future time means scheduled. */
  @Index() @Column(dateTime({ nullable: true })) publishedAt: Date | null;
  @Column(stringList()) tags: string[];
  /** The markdown the body was rendered from; null when the body was written as HTML. */
  @Column('text', { nullable: true }) markdown: string | null;
  /** The random part of the private preview link (src/services/previewLinks.ts). */
  @Column('varchar', { length: 32, nullable: true }) previewNonce: string | null;
  @CreateDateColumn(dateTime()) createdAt: Date;
  @UpdateDateColumn(dateTime()) updatedAt: Date;
}
