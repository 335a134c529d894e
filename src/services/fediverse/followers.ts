// The site's followers on the social web (fediverse_followers): added by a Follow, removed by an
// Undo, by the follower's Delete, or when its server answers 410 or keeps failing for days.
import type { DataSource } from 'typeorm';
import { FediverseFollower } from '../../../entities/FediverseFollower';
import type { FediverseFollowerDto } from '../../../views/api/fediverseTypes';

export type NewFollower = Omit<FediverseFollower, 'id' | 'followedAt'>;

/** Stores the follower, or refreshes what is known of it (a repeated Follow). */
export async function addFollower(db: DataSource, follower: NewFollower, now = new Date()): Promise<void> {
  await db.getRepository(FediverseFollower).upsert({ ...follower, followedAt: now }, { conflictPaths: ['actorId'], skipUpdateIfNoValuesChanged: true });
}

export async function removeFollower(db: DataSource, actorId: string): Promise<boolean> {
  return ((await db.getRepository(FediverseFollower).delete({ actorId })).affected ?? 0) > 0;
}

/** Drops every follower reached through this inbox (its own or its server's shared one). */
export async function removeFollowersAt(db: DataSource, inbox: string): Promise<number> {
  const rows = db.getRepository(FediverseFollower);
  const [own, shared] = await Promise.all([rows.delete({ inbox }), rows.delete({ sharedInbox: inbox })]);
  return (own.affected ?? 0) + (shared.affected ?? 0);
}

export const allFollowers = (db: DataSource): Promise<FediverseFollower[]> => db.getRepository(FediverseFollower).find({ order: { followedAt: 'DESC', id: 'DESC' } });

export const countFollowers = (db: DataSource): Promise<number> => db.getRepository(FediverseFollower).count();

export const toFollowerDto = (follower: FediverseFollower): FediverseFollowerDto => ({
  id: follower.id,
  handle: follower.handle,
  name: follower.name,
  inbox: follower.inbox,
  followedAt: follower.followedAt.toISOString(),
});
