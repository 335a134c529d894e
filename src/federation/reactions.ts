// Likes and boosts from the social web: a Like or an Announce of one of our posts or essays is
// counted once per actor (../services/comments/reactions.ts); its Undo uncounts it. Likes of
// anything else are not ours to count.
import { Announce, Like, type Undo } from '@fedify/vocab';
import type { InboxContext } from '@fedify/fedify';
import type { AppDeps } from '../api/define';
import { countReaction, type ReactionKind, uncountReaction } from '../services/comments/reactions';
import { acceptingSenderFaults } from './senderFaults';

const kindOf = (activity: Like | Announce): ReactionKind => (activity instanceof Like ? 'like' : 'boost');

function ourTarget(ctx: InboxContext<AppDeps>, activity: Like | Announce): URL | null {
  const target = activity.objectId;
  return target && activity.actorId && target.origin === new URL(ctx.data.config.siteUrl).origin ? target : null;
}

export async function onReaction(ctx: InboxContext<AppDeps>, activity: Like | Announce): Promise<void> {
  const target = ourTarget(ctx, activity);
  if (!target || !activity.actorId) return;
  const actorId = activity.actorId.href;
  await acceptingSenderFaults(`a ${kindOf(activity)} of ${target.href}`, () => countReaction(ctx.data.db, ctx.data.config.siteUrl, target.href, kindOf(activity), actorId));
}

/** The Undo of a Like or an Announce, by the actor who sent it. */
export async function onReactionUndone(ctx: InboxContext<AppDeps>, undo: Undo, reaction: Like | Announce): Promise<void> {
  const target = ourTarget(ctx, reaction);
  if (!target || !undo.actorId || reaction.actorId?.href !== undo.actorId.href) return;
  const actorId = undo.actorId.href;
  await acceptingSenderFaults(`the undo of a ${kindOf(reaction)} of ${target.href}`, () => uncountReaction(ctx.data.db, ctx.data.config.siteUrl, target.href, kindOf(reaction), actorId));
}

export const isReaction = (object: unknown): object is Like | Announce => object instanceof Like || object instanceof Announce;
