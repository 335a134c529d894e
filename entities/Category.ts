import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { integer } from './columns';

/** A blog category: its value (in posts and addresses, never changed) and its label (renamed at will). */
@Entity('categories')
export class Category {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Index({ unique: true }) @Column('varchar', { length: 64 }) value: string;
  @Column('varchar', { length: 100 }) label: string;
  /** The order of /blog's chips and the admin's select. */
  @Column(integer()) sortOrder: number;
}
