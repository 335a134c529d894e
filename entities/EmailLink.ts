import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { integer } from './columns';

/**
 * A link of one newsletter send, as its emails' short redirect (/e/{sendId}/{linkIndex}) leads to
 * it, and how many times it was followed: one count per send and link, never a record per reader.
 */
@Entity('email_links')
@Index(['sendId', 'linkIndex'], { unique: true })
export class EmailLink {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Column(integer()) sendId: number;
  @Column(integer()) linkIndex: number;
  @Column('varchar', { length: 2000 }) url: string;
  @Column(integer({ default: 0 })) clicks: number;
}
