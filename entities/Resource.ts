import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ResourceType } from '../views/api/resourceTypes';
import { integer } from './columns';

/** A downloadable file under static/. */
@Entity('resources')
export class Resource {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Index() @Column('varchar', { length: 32 }) type: ResourceType;
  @Column('varchar', { length: 300 }) title: string;
  @Column('text') description: string;
  /** Bytes. */
  @Column(integer()) fileSize: number;
  @Column(integer({ default: 0 })) downloadCount: number;
  /** Public path, e.g. /resources/attention-worksheet.pdf. */
  @Column('varchar', { length: 500 }) filePath: string;
  @Column(integer({ default: 0 })) sortOrder: number;
}
