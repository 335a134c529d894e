import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/** An uploaded image or file. Its bytes (and an image's resized variants) are MediaChunk rows. */
@Entity('media_items')
export class MediaItem {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** The first 32 hex digits of the SHA-256 of the uploaded bytes: the same file is stored once. */
  @Index({ unique: true }) @Column('varchar', { length: 32 }) hash: string;
  @Column('varchar', { length: 8 }) kind: 'image' | 'file';
  @Column('varchar', { length: 100 }) contentType: string;
  @Column('varchar', { length: 10 }) extension: string;
  /** The name it was uploaded with, kept for downloads. */
  @Column('varchar', { length: 200 }) fileName: string;
  /** Bytes of the stored original. */
  @Column(integer()) size: number;
  @Column(integer({ nullable: true })) width: number | null;
  @Column(integer({ nullable: true })) height: number | null;
  @Column('varchar', { length: 500, default: '' }) alt: string;
  @Column(dateTime()) createdAt: Date;
}
