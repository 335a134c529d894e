import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bytes, integer } from './columns';

/**
 * A piece of a stored file, at most 4 MiB, so no single row passes MySQL's max_allowed_packet.
 * `variant` is 'original' or a resized image such as '480.avif'.
 */
@Entity('media_chunks')
@Index(['mediaId', 'variant', 'seq'], { unique: true })
export class MediaChunk {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Column(integer()) mediaId: number;
  @Column('varchar', { length: 16 }) variant: string;
  @Column(integer()) seq: number;
  @Column(bytes()) bytes: Buffer;
}
