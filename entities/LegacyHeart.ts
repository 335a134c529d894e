import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/** One visitor's heart on one statement; the unique index de-duplicates across processes. */
@Entity('legacy_hearts')
@Index(['submissionId', 'visitorHash'], { unique: true })
export class LegacyHeart {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Column(integer()) submissionId: number;
  /** A keyed hash of the visitor's address: never the address itself. */
  @Column('varchar', { length: 64 }) visitorHash: string;
  @Column(dateTime()) createdAt: Date;
}
