import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { integer } from './columns';

/** Which item of another platform a post or essay was imported from: a second import updates it. */
@Entity('imported_items')
@Index(['source', 'sourceId'], { unique: true })
export class ImportedItem {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** 'ghost', 'wordpress', 'substack' or 'markdown'. */
  @Column('varchar', { length: 16 }) source: string;
  @Column('varchar', { length: 191 }) sourceId: string;
  /** 'blog' or 'essays'. */
  @Column('varchar', { length: 16 }) area: string;
  @Column(integer()) itemId: number;
}
