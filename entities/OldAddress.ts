import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { integer } from './columns';

/** An imported item's address on the platform it came from ('/my-post/', '/?p=12'): it answers 301 to the item here. */
@Entity('old_addresses')
export class OldAddress {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Index({ unique: true }) @Column('varchar', { length: 400 }) path: string;
  /** 'blog' or 'essays'. */
  @Column('varchar', { length: 16 }) area: string;
  @Column(integer()) itemId: number;
}
