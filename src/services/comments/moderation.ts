// The moderation queue: the owner lists comments by status, approves or marks them spam, deletes
// them; the public reads an item's approved ones. A change to what is shown bumps the 'comments'
// area, which renews the post and essay pages (their reads depend on it) and nothing else.
import type { DataSource } from 'typeorm';
import { Comment } from '../../../entities';
import type { AdminCommentDto } from '../../../views/api/adminTypes';
import type { PublicCommentDto } from '../../../views/api/types';
import { NotFoundError } from '../../errors';
import { bumpContentVersion } from '../contentVersions';
import { type CommentArea, publicItemPath } from './commentTarget';
import type { CommentSource, CommentStatus } from './receiveComment';

export type { AdminCommentDto };

const MAX_LISTED = 500;

const toPublicDto = (comment: Comment): PublicCommentDto => ({
  id: comment.id,
  authorName: comment.authorName,
  authorUrl: comment.authorUrl,
  contentHtml: comment.contentHtml,
  publishedAt: (comment.publishedAt ?? comment.receivedAt).toISOString(),
});

export async function listComments(db: DataSource, status: CommentStatus): Promise<{ items: AdminCommentDto[] }> {
  const comments = await db.getRepository(Comment).find({ where: { status }, order: { receivedAt: 'DESC', id: 'DESC' }, take: MAX_LISTED });
  const items: AdminCommentDto[] = [];
  for (const comment of comments) {
    const area = comment.itemArea as CommentArea;
    const [item] = await db.query(`SELECT slug, title FROM ${area === 'blog' ? 'blog_posts' : 'essays'} WHERE id = ?`, [comment.itemId]);
    items.push({
      ...toPublicDto(comment),
      source: comment.source as CommentSource,
      externalId: comment.externalId,
      authorHandle: comment.authorHandle,
      status: comment.status as CommentStatus,
      receivedAt: comment.receivedAt.toISOString(),
      itemArea: area,
      itemId: comment.itemId,
      itemPath: item ? publicItemPath(area, item.slug) : null,
      itemTitle: item ? item.title : null,
    });
  }
  return { items };
}

async function findComment(db: DataSource, id: number): Promise<Comment> {
  const comment = await db.getRepository(Comment).findOneBy({ id });
  if (!comment) throw new NotFoundError('Comment not found');
  return comment;
}

export async function setCommentStatus(db: DataSource, id: number, status: CommentStatus): Promise<{ id: number; status: CommentStatus }> {
  const comment = await findComment(db, id);
  await db.getRepository(Comment).update({ id }, { status });
  if (comment.status === 'approved' || status === 'approved') await bumpContentVersion(db, 'comments');
  return { id, status };
}

export async function deleteComment(db: DataSource, id: number): Promise<{ deleted: true }> {
  const comment = await findComment(db, id);
  await db.getRepository(Comment).delete({ id });
  if (comment.status === 'approved') await bumpContentVersion(db, 'comments');
  return { deleted: true };
}

/**
 * A reply its author took back (a Webmention's source gone, an ActivityPub Delete): removed,
 * whatever its status. `actorId`, for an ActivityPub Delete: the signed actor asking, which must
 * be the one who sent the reply; anyone else's Delete changes nothing.
 */
export async function withdrawComment(db: DataSource, source: CommentSource, externalId: string, actorId?: string): Promise<{ withdrawn: boolean }> {
  const comment = await db.getRepository(Comment).findOneBy({ source, externalId });
  if (!comment || (actorId !== undefined && comment.actorId !== actorId)) return { withdrawn: false };
  await db.getRepository(Comment).delete({ id: comment.id });
  if (comment.status === 'approved') await bumpContentVersion(db, 'comments');
  return { withdrawn: true };
}

/** An item's approved comments, oldest first, as the public sees them (conversation.ts reads them when the item has some). */
export async function approvedCommentsOf(db: DataSource, itemArea: CommentArea, itemId: number): Promise<PublicCommentDto[]> {
  const comments = await db.getRepository(Comment).find({ where: { itemArea, itemId, status: 'approved' }, order: { receivedAt: 'ASC', id: 'ASC' }, take: MAX_LISTED });
  return comments.map(toPublicDto);
}
