// The public's read of a post's or an essay's conversation, with the item itself: the item's
// query counts its approved comments, likes and boosts in three columns of its own
// (withConversationCounts), and its comments are read only when it has some, so an item nobody
// has replied to costs no query more than its own (#48). The result is HTML (conversationHtml.tsx).
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Comment, PostReaction } from '../../../entities';
import type { CommentArea } from './commentTarget';
import { conversationHtml } from './conversationHtml';
import { approvedCommentsOf } from './moderation';
import type { ReactionKind } from './reactions';

/** The columns withConversationCounts adds to the item's raw row (a string on MySQL, a number on SQLite). */
export interface ConversationCounts {
  conversationComments: number | string;
  conversationLikes: number | string;
  conversationBoosts: number | string;
}

/** The item's query (its alias is the post's or essay's) with its conversation's counts as columns. */
export function withConversationCounts<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, itemArea: CommentArea): SelectQueryBuilder<T> {
  const itemId = `${query.alias}.id`;
  const reactions = (kind: ReactionKind) => (sub: SelectQueryBuilder<ObjectLiteral>) =>
    sub.select('COUNT(*)').from(PostReaction, 'reaction').where(`reaction.itemArea = :conversationArea AND reaction.itemId = ${itemId} AND reaction.kind = :${kind}Kind`, { [`${kind}Kind`]: kind });
  return query
    .addSelect(
      (sub) => sub.select('COUNT(*)').from(Comment, 'comment').where(`comment.itemArea = :conversationArea AND comment.itemId = ${itemId} AND comment.status = :approved`, { approved: 'approved' }),
      'conversationComments',
    )
    .addSelect(reactions('like'), 'conversationLikes')
    .addSelect(reactions('boost'), 'conversationBoosts')
    .setParameter('conversationArea', itemArea);
}

/** What the public sees under the item: its conversation as HTML, or null when there is none. */
export async function conversationHtmlOf(db: DataSource, itemArea: CommentArea, itemId: number, counts: ConversationCounts): Promise<string | null> {
  const comments = Number(counts.conversationComments) > 0 ? await approvedCommentsOf(db, itemArea, itemId) : [];
  return conversationHtml({ comments, likes: Number(counts.conversationLikes), boosts: Number(counts.conversationBoosts) });
}
