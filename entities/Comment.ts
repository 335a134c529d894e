import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTime } from './columns';

/**
 * A reader's reply to a post or an essay, from the social web (src/services/comments/): an
 * ActivityPub reply or a Webmention. Shown under the item only once approved. One row per
 * (source, externalId): a repeated delivery updates its row.
 */
@Entity('comments')
@Index('IDX_comments_source_external', ['source', 'externalId'], { unique: true })
@Index('IDX_comments_item', ['itemArea', 'itemId', 'status'])
export class Comment {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** Which kind of item it is about: 'blog' (a post) or 'essays'. */
  @Column('varchar', { length: 16 }) itemArea: string;
  @Column('int') itemId: number;
  @Column('varchar', { length: 16 }) source: string;
  /** The reply's id where it came from: the Note's id, or the Webmention's source URL. */
  @Column('varchar', { length: 500 }) externalId: string;
  @Column('varchar', { length: 200 }) authorName: string;
  @Column('varchar', { length: 500, nullable: true }) authorUrl: string | null;
  /** @user@host for an ActivityPub author. */
  @Column('varchar', { length: 200, nullable: true }) authorHandle: string | null;
  /** The ActivityPub actor who sent the reply (its signed id): only it may edit or delete it. Null for a Webmention. */
  @Column('varchar', { length: 500, nullable: true }) actorId: string | null;
  /** Sanitised (src/services/comments/commentHtml.ts): text, links and simple formatting only. */
  @Column('text') contentHtml: string;
  @Index('IDX_comments_status') @Column('varchar', { length: 16 }) status: string;
  @Column(dateTime({ nullable: true })) publishedAt: Date | null;
  @CreateDateColumn(dateTime()) receivedAt: Date;
  @UpdateDateColumn(dateTime()) updatedAt: Date;
}
