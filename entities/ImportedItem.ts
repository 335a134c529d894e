import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { integer } from './columns';

/** Which item of another platform (and which site there) a post, essay or page was imported from: a second import updates it. */
@Entity('imported_items')
@Index(['source', 'site', 'sourceId'], { unique: true })
export class ImportedItem {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** 'ghost', 'wordpress', 'substack' or 'markdown'. */
  @Column('varchar', { length: 16 }) source: string;
  /** The source site (its address or name, as the reader gives it, normalised); '' for a file that names none and for rows imported before sites were kept. */
  @Column('varchar', { length: 191, default: '' }) site: string;
  @Column('varchar', { length: 191 }) sourceId: string;
  /** 'blog', 'essays' or 'pages'. */
  @Column('varchar', { length: 16 }) area: string;
  @Column(integer()) itemId: number;
}
