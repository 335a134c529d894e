import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { integer } from './columns';

/** A slug an item no longer has: it now lives at another (itemId set: 301), or was deleted (itemId null: 410). */
@Entity('retired_slugs')
@Index('IDX_retired_slugs_area_slug', ['area', 'slug'], { unique: true })
export class RetiredSlug {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Column('varchar', { length: 16 }) area: string;
  @Column('varchar', { length: 200 }) slug: string;
  @Column(integer({ nullable: true })) itemId: number | null;
}
