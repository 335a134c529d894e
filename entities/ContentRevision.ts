import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/** One saved state of a post or an essay (the writing studio's revisions). */
@Entity('content_revisions')
@Index('IDX_content_revisions_area_itemId', ['area', 'itemId'])
export class ContentRevision {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Column('varchar', { length: 16 }) area: string;
  @Column(integer()) itemId: number;
  /** 'save', 'autosave' or 'restore'. */
  @Column('varchar', { length: 16 }) kind: string;
  @Column(dateTime()) createdAt: Date;
  /** The item's fields as JSON (views/api/adminTypes.ts ContentRevisionDto, without id, createdAt and kind). */
  @Column('text') snapshot: string;
}
