import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime } from './columns';

/** An account on the social web that follows the site (src/federation/inbox.ts). */
@Entity('fediverse_followers')
export class FediverseFollower {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** The follower's actor address (its id). */
  @Index({ unique: true }) @Column('varchar', { length: 500 }) actorId: string;
  /** @user@host. */
  @Column('varchar', { length: 300 }) handle: string;
  @Column('varchar', { length: 300 }) name: string;
  @Column('varchar', { length: 500 }) inbox: string;
  /** Its server's inbox for everyone there: one delivery reaches all its followers on that server. */
  @Column('varchar', { length: 500, nullable: true }) sharedInbox: string | null;
  @Column(dateTime()) followedAt: Date;
}
