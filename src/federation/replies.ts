// Replies from the social web: a Create(Note) whose inReplyTo is one of our posts or essays is a
// comment (pending the owner, see ../services/comments/receiveComment.ts); its Update edits that
// comment (the service upserts by the Note's id); a Delete of the Note removes it. A reply to
// anything else is not ours to keep. Only the Note's own author may post, edit or delete it: the
// comment keeps the actor who sent it (Fedify has checked that the signature is that actor's),
// and an Update or a Delete from any other actor, even of the same server, changes nothing.
import { type Create, type Delete, Note, type Update } from '@fedify/vocab';
import type { InboxContext } from '@fedify/fedify';
import type { AppDeps } from '../api/define';
import { withdrawComment } from '../services/comments/moderation';
import { receiveComment } from '../services/comments/receiveComment';
import { acceptingSenderFaults } from './senderFaults';

export async function onNote(ctx: InboxContext<AppDeps>, activity: Create | Update): Promise<void> {
  const note = await activity.getObject(ctx);
  if (!(note instanceof Note) || !note.id || !activity.actorId) return;
  const noteId = note.id.href;
  const inReplyTo = note.replyTargetId;
  if (!inReplyTo || inReplyTo.origin !== new URL(ctx.data.config.siteUrl).origin) return;
  if (note.attributionId?.href !== activity.actorId.href) return;
  const author = await activity.getActor(ctx);
  if (!author?.id) return;
  const authorId = author.id;
  const actorId = activity.actorId.href;
  const username = author.preferredUsername?.toString() ?? authorId.pathname.split('/').pop() ?? '';
  const authorUrl = author.url instanceof URL ? author.url.href : authorId.href;
  await acceptingSenderFaults(`the reply ${noteId}`, () =>
    receiveComment(ctx.data.db, ctx.data.config.siteUrl, {
      target: inReplyTo.href,
      source: 'activitypub',
      externalId: noteId,
      authorName: author.name?.toString() ?? username,
      authorUrl,
      authorHandle: `@${username}@${authorId.host}`,
      actorId,
      contentHtml: note.content?.toString() ?? '',
      publishedAt: note.published ? new Date(note.published.epochMilliseconds) : null,
    }),
  );
}

/** A Delete of a Note: that reply, if we kept it and the deleting actor sent it, goes. */
export async function onNoteDeleted(ctx: InboxContext<AppDeps>, deletion: Delete): Promise<void> {
  const objectId = deletion.objectId;
  if (!objectId || !deletion.actorId) return;
  await withdrawComment(ctx.data.db, 'activitypub', objectId.href, deletion.actorId.href);
}
