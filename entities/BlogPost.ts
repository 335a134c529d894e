import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTime, flag, integer, stringList } from './columns';

@Entity('blog_posts')
export class BlogPost {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Index({ unique: true }) @Column('varchar', { length: 200 }) slug: string;
  @Column('varchar', { length: 300 }) title: string;
  @Column('text') excerpt: string;
  @Column('text') content: string;
  @Index() @Column('varchar', { length: 64 }) category: string;
  @Column('varchar', { length: 500, nullable: true }) featuredImage: string | null;
  @Column(integer()) readTime: number;
  /** Empty means a draft; a future time means scheduled. */
  @Index() @Column(dateTime({ nullable: true })) publishedAt: Date | null;
  @Column(stringList()) tags: string[];
  @Index() @Column(flag(0)) isFeatured: boolean;
  /** Who wrote it, when not the owner: an imported guest post's author (shown as a byline). */
  @Column('varchar', { length: 200, nullable: true }) author: string | null;
  /** The markdown the body was rendered from; null when the body was written as HTML. */
  @Column('text', { nullable: true }) markdown: string | null;
  /** The random part of the private preview link (src/services/admin/previewLinks.ts). */
  @Column('varchar', { length: 32, nullable: true }) previewNonce: string | null;
  @CreateDateColumn(dateTime()) createdAt: Date;
  @UpdateDateColumn(dateTime()) updatedAt: Date;
}
