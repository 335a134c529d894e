import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime } from './columns';

/** A domain or an account whose comments the owner refuses (src/services/comments/blocks.ts). */
@Entity('comment_blocks')
@Index('IDX_comment_blocks_unique', ['kind', 'value'], { unique: true })
export class CommentBlock {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** 'domain' (example.com and its subdomains) or 'account' (an author's URL or @user@host). */
  @Column('varchar', { length: 16 }) kind: string;
  /** Lower-cased. */
  @Column('varchar', { length: 500 }) value: string;
  @CreateDateColumn(dateTime()) createdAt: Date;
}
