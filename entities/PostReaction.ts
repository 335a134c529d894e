import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime } from './columns';

/** A like or a boost of a post or an essay from the social web, one per actor (src/services/comments/reactions.ts). */
@Entity('post_reactions')
@Index('IDX_post_reactions_unique', ['itemArea', 'itemId', 'kind', 'actorId'], { unique: true })
export class PostReaction {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Column('varchar', { length: 16 }) itemArea: string;
  @Column('int') itemId: number;
  /** 'like' or 'boost'. */
  @Column('varchar', { length: 16 }) kind: string;
  @Column('varchar', { length: 500 }) actorId: string;
  @CreateDateColumn(dateTime()) createdAt: Date;
}
