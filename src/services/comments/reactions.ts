// Likes and boosts of a post or an essay from the social web, counted once per actor.
//
// countReaction(db, siteUrl, target, kind, actorId): Promise<{ counted: boolean }>
//   target: the liked or boosted item's address (as for receiveComment); kind: 'like' | 'boost';
//   actorId: the actor's id (a URL, at most 500 characters). The same actor, kind and item again
//   counts nothing ({ counted: false }). Not a published post or essay: BadRequestError.
// uncountReaction(db, siteUrl, target, kind, actorId): the Undo of a like or a boost.
// The public's counts are read with the item itself (conversation.ts).
import { type DataSource, QueryFailedError } from 'typeorm';
import { PostReaction } from '../../../entities';
import { BadRequestError } from '../../errors';
import { bumpContentVersion } from '../contentVersions';
import { findCommentTarget } from './commentTarget';

export type ReactionKind = 'like' | 'boost';

async function targetOf(db: DataSource, siteUrl: string, target: string, actorId: string) {
  if (!actorId || actorId.length > 500) throw new BadRequestError('actorId must be 1 to 500 characters');
  const item = await findCommentTarget(db, siteUrl, target);
  if (!item) throw new BadRequestError('The target is not a published post or essay of this site');
  return item;
}

export async function countReaction(db: DataSource, siteUrl: string, target: string, kind: ReactionKind, actorId: string): Promise<{ counted: boolean }> {
  const { itemArea, itemId } = await targetOf(db, siteUrl, target, actorId);
  const repository = db.getRepository(PostReaction);
  if (await repository.existsBy({ itemArea, itemId, kind, actorId })) return { counted: false };
  try {
    await repository.insert({ itemArea, itemId, kind, actorId });
  } catch (error) {
    // The same reaction delivered twice at once: the unique index kept one.
    if (error instanceof QueryFailedError) return { counted: false };
    throw error;
  }
  await bumpContentVersion(db, 'comments');
  return { counted: true };
}

export async function uncountReaction(db: DataSource, siteUrl: string, target: string, kind: ReactionKind, actorId: string): Promise<{ counted: boolean }> {
  const { itemArea, itemId } = await targetOf(db, siteUrl, target, actorId);
  const result = await db.getRepository(PostReaction).delete({ itemArea, itemId, kind, actorId });
  if (result.affected) await bumpContentVersion(db, 'comments');
  return { counted: Boolean(result.affected) };
}
