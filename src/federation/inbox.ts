// What the site does with activities sent to it (Fedify has checked their signatures: an
// unsigned or wrongly signed POST is 401 before any of this runs). Follow: stored and accepted.
// Undo(Follow): the follower removed. Delete of an actor: that follower removed. Replies (Create,
// Update and Delete of a Note) are comments: ./replies.ts; Like and Announce, and their Undo,
// are counted on the post: ./reactions.ts.
import { Accept, Announce, Create, Delete, Follow, isActor, Like, Undo, Update } from '@fedify/vocab';
import type { Federation, InboxContext } from '@fedify/fedify';
import type { AppDeps } from '../api/define';
import { addFollower, removeFollower } from '../services/fediverse/followers';
import { isReaction, onReaction, onReactionUndone } from './reactions';
import { onNote, onNoteDeleted } from './replies';
import { INBOX_PATH, SHARED_INBOX_PATH, SITE_ACTOR } from './paths';

const MAX_TEXT = 300;

async function onFollow(ctx: InboxContext<AppDeps>, follow: Follow): Promise<void> {
  if (!follow.id || !follow.objectId || ctx.parseUri(follow.objectId)?.type !== 'actor') return;
  const follower = await follow.getActor(ctx);
  if (!follower?.id || !follower.inboxId || !isActor(follower)) return;
  const username = follower.preferredUsername?.toString() ?? follower.id.pathname.split('/').pop() ?? '';
  await addFollower(ctx.data.db, {
    actorId: follower.id.href,
    handle: `@${username}@${follower.id.host}`.slice(0, MAX_TEXT),
    name: (follower.name?.toString() ?? username).slice(0, MAX_TEXT),
    inbox: follower.inboxId.href,
    sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
  });
  await ctx.sendActivity({ identifier: SITE_ACTOR }, follower, new Accept({ id: new URL(`#accept/${crypto.randomUUID()}`, ctx.getActorUri(SITE_ACTOR)), actor: follow.objectId, object: follow }));
}

async function onUndo(ctx: InboxContext<AppDeps>, undo: Undo): Promise<void> {
  const object = await undo.getObject(ctx);
  if (isReaction(object)) return onReactionUndone(ctx, undo, object);
  // Only the follower itself may undo its follow.
  if (!(object instanceof Follow) || !undo.actorId || object.actorId?.href !== undo.actorId.href) return;
  await removeFollower(ctx.data.db, undo.actorId.href);
}

async function onDelete(ctx: InboxContext<AppDeps>, deletion: Delete): Promise<void> {
  // An account deleting itself: its Delete names its own id. Anything else it deletes may be a reply.
  if (deletion.actorId && deletion.objectId?.href === deletion.actorId.href) await removeFollower(ctx.data.db, deletion.actorId.href);
  else await onNoteDeleted(ctx, deletion);
}

export function setInbox(federation: Federation<AppDeps>): void {
  federation.setInboxListeners(INBOX_PATH, SHARED_INBOX_PATH)
    .on(Follow, onFollow)
    .on(Undo, onUndo)
    .on(Delete, onDelete)
    .on(Create, onNote)
    .on(Update, onNote)
    .on(Like, onReaction)
    .on(Announce, onReaction);
}
