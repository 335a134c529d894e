import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { integer } from './columns';

/**
 * A sample item the seed put in (src/seed/seed.ts), with the fingerprint of the row as seeded
 * (src/seed/sampleKinds.ts). The row is the owner's, not a sample, once its fingerprint differs.
 */
@Entity('seeded_items')
@Index('IDX_seeded_items_kind_itemId', ['kind', 'itemId'], { unique: true })
export class SeededItem {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** The sample kind (SAMPLE_KINDS' keys): 'blog', 'essays', 'books', 'quotes', 'brain-teasers', 'resources', 'legacy'. */
  @Column('varchar', { length: 16 }) kind: string;
  @Column(integer()) itemId: number;
  /** SHA-256 (hex) of the row's owner-editable columns, and of its updatedAt where it has one. */
  @Column('varchar', { length: 64 }) fingerprint: string;
}
