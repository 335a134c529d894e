import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/** A post or essay the followers were told of (src/federation/announcements.ts), as of which version. */
@Entity('fediverse_posts')
export class FediversePost {
  /** 'blog' or 'essays'. */
  @PrimaryColumn('varchar', { length: 16 }) area: string;
  @PrimaryColumn('int', { transformer: integer().transformer }) itemId: number;
  /** The Article's id as sent (the post's address): a new slug makes a new object, the old one deleted. */
  @Column('varchar', { length: 500 }) objectId: string;
  /** The item's updatedAt when it was last sent: a newer one is an edit, sent as Update. */
  @Column('varchar', { length: 40 }) version: string;
  @Column(dateTime()) sentAt: Date;
}
