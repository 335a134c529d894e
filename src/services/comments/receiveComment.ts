// The one door comments come in by, whatever their source.
//
// receiveComment(db, siteUrl, incoming): Promise<ReceivedComment>
//   incoming = { target, source, externalId, authorName, authorUrl?, authorHandle?, actorId?, contentHtml, publishedAt? }
//   - target: the address of the post or essay replied to (an absolute URL on this site, e.g. a
//     Note's inReplyTo, or a path such as /blog/my-post). Not a published post or essay: BadRequestError.
//   - source: 'activitypub' | 'webmention'. externalId: the reply's own id (the Note's id; the
//     Webmention's source URL), at most 500 characters. The same (source, externalId) again
//     updates that comment (author, content, target) and keeps its status: never a second row.
//   - actorId: the ActivityPub actor who sent it (the activity's signed actor), stored with the
//     comment; a later update of the same externalId by any other actor is a BadRequestError and
//     changes nothing (withdrawComment checks it the same way).
//   - contentHtml: any HTML; it is cleaned (./commentHtml.ts: text, links and simple formatting)
//     and must keep some text; at most 50,000 characters before cleaning. authorName is cut to 200
//     characters; authorUrl must be http(s), at most 500 characters.
//   - A new comment is 'pending' unless the owner trusts approved authors (./moderationRules.ts)
//     and has approved one by the same authorUrl or authorHandle: then 'approved'.
//   - A blocked domain or account: nothing is stored, the answer is { stored: false }.
//   - At most 60 new comments an hour per source and author host: more throw TooManyRequestsError.
//   Throws only BadRequestError / TooManyRequestsError for the sender's fault.
import type { DataSource } from 'typeorm';
import { Comment } from '../../../entities';
import type { CommentSource, CommentStatus } from '../../../views/api/adminTypes';
import { BadRequestError, TooManyRequestsError } from '../../errors';
import { bumpContentVersion } from '../contentVersions';
import { hitRateLimit } from '../rateLimiter';
import { sanitizeCommentHtml } from './commentHtml';
import { findCommentTarget } from './commentTarget';
import { isBlocked, readCommentRules } from './moderationRules';

export type { CommentSource, CommentStatus };
export const COMMENT_STATUSES: readonly CommentStatus[] = ['pending', 'approved', 'spam'];

export interface IncomingComment {
  target: string;
  source: CommentSource;
  externalId: string;
  authorName: string;
  authorUrl?: string | null;
  authorHandle?: string | null;
  actorId?: string | null;
  contentHtml: string;
  publishedAt?: Date | null;
}

export type ReceivedComment = { stored: true; id: number; status: CommentStatus; created: boolean } | { stored: false; reason: 'blocked' };

export const COMMENT_LIMITS = { externalId: 500, authorName: 200, authorUrl: 500, authorHandle: 200, rawHtml: 50_000, perHostPerHour: 60 } as const;

function checkedUrl(field: string, value: string, max: number): string {
  if (value.length > max) throw new BadRequestError(`${field} is longer than ${max} characters`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BadRequestError(`${field} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BadRequestError(`${field} must be an http(s) URL`);
  return value;
}

const hostOf = (address: string) => {
  try {
    return new URL(address).hostname.toLowerCase();
  } catch {
    return address.split('@').pop()?.toLowerCase() ?? '';
  }
};

export async function receiveComment(db: DataSource, siteUrl: string, incoming: IncomingComment): Promise<ReceivedComment> {
  const externalId = checkedUrl('externalId', incoming.externalId, COMMENT_LIMITS.externalId);
  const authorUrl = incoming.authorUrl ? checkedUrl('authorUrl', incoming.authorUrl, COMMENT_LIMITS.authorUrl) : null;
  const authorHandle = incoming.authorHandle?.trim().slice(0, COMMENT_LIMITS.authorHandle) || null;
  if (incoming.contentHtml.length > COMMENT_LIMITS.rawHtml) throw new BadRequestError(`The comment is longer than ${COMMENT_LIMITS.rawHtml} characters`);
  const contentHtml = sanitizeCommentHtml(incoming.contentHtml);
  if (contentHtml.replace(/<[^>]*>/g, '').trim() === '') throw new BadRequestError('The comment has no text');
  const target = await findCommentTarget(db, siteUrl, incoming.target);
  if (!target) throw new BadRequestError('The target is not a published post or essay of this site');
  if (await isBlocked(db, { externalId, authorUrl, authorHandle })) return { stored: false, reason: 'blocked' };

  const repository = db.getRepository(Comment);
  const fields = {
    itemArea: target.itemArea,
    itemId: target.itemId,
    authorName: incoming.authorName.trim().slice(0, COMMENT_LIMITS.authorName) || hostOf(authorUrl ?? externalId),
    authorUrl,
    authorHandle,
    contentHtml,
    publishedAt: incoming.publishedAt ?? null,
  };
  const actorId = incoming.actorId ?? null;
  const existing = await repository.findOneBy({ source: incoming.source, externalId });
  if (existing && existing.actorId !== actorId) throw new BadRequestError('Only the author of a comment may change it');
  if (existing) {
    await repository.update({ id: existing.id }, fields);
    if (existing.status === 'approved') await bumpContentVersion(db, 'comments');
    return { stored: true, id: existing.id, status: existing.status as CommentStatus, created: false };
  }
  const limit = await hitRateLimit(db, `comments|${incoming.source}|${hostOf(authorUrl ?? externalId)}`, COMMENT_LIMITS.perHostPerHour, 3_600_000);
  if (!limit.allowed) throw new TooManyRequestsError(limit.retryAfterSeconds);
  const status: CommentStatus = (await isTrustedAuthor(db, authorUrl, authorHandle)) ? 'approved' : 'pending';
  try {
    await repository.insert({ ...fields, source: incoming.source, externalId, actorId, status });
  } catch (error) {
    // The same reply delivered twice at once (two processes): the unique index kept the other one.
    const other = await repository.findOneBy({ source: incoming.source, externalId });
    if (!other) throw error;
    return { stored: true, id: other.id, status: other.status as CommentStatus, created: false };
  }
  const saved = await repository.findOneByOrFail({ source: incoming.source, externalId });
  if (status === 'approved') await bumpContentVersion(db, 'comments');
  return { stored: true, id: saved.id, status, created: true };
}

async function isTrustedAuthor(db: DataSource, authorUrl: string | null, authorHandle: string | null): Promise<boolean> {
  if (!authorUrl && !authorHandle) return false;
  if (!(await readCommentRules(db)).trustApprovedAuthors) return false;
  const repository = db.getRepository(Comment);
  const byUrl = authorUrl ? await repository.existsBy({ authorUrl, status: 'approved' }) : false;
  return byUrl || (authorHandle ? await repository.existsBy({ authorHandle, status: 'approved' }) : false);
}
