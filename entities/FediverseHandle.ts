import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/**
 * A handle the site's account has had on the social web (src/services/fediverse/handles.ts):
 * each keeps answering WebFinger; the one with the highest `sequence` is the one followers were
 * last told of.
 */
@Entity('fediverse_handles')
export class FediverseHandle {
  @PrimaryColumn('varchar', { length: 30 }) handle: string;
  /** Raised each time followers are told of this handle: a conditional update on it is how one process claims telling them. */
  @Column(integer()) sequence: number;
  @Column(dateTime()) announcedAt: Date;
}
