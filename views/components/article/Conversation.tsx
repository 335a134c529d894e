// What came back from the social web under a post or an essay: approved replies (ActivityPub
// and Webmention), each with its author's name linked to them, and the likes and boosts. Part
// of the post's data, rendered on the server; hydration adds no behaviour. Marked up as the
// entry's p-comment h-cite items, so IndieWeb readers see the thread too.
import type { ConversationDto } from '../../api/types';
import { formatBlogDate } from '../../lib/format';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function Conversation({ conversation }: { conversation?: ConversationDto }) {
  if (!conversation) return null;
  const { comments, likes, boosts } = conversation;
  if (comments.length === 0 && likes === 0 && boosts === 0) return null;
  return (
    <section className="article-conversation print-hidden" aria-labelledby="article-conversation-title">
      <h2 id="article-conversation-title">Responses</h2>
      {likes + boosts > 0 && <p className="article-conversation-counts">{`${plural(likes, 'like', 'likes')} · ${plural(boosts, 'boost', 'boosts')}`}</p>}
      {comments.length > 0 && (
        <ol className="article-comments">
          {comments.map((comment) => (
            <li key={comment.id} className="p-comment h-cite article-comment">
              <p className="article-comment-meta">
                {comment.authorUrl ? (
                  <a className="p-author h-card" href={comment.authorUrl} rel="nofollow ugc noopener">{comment.authorName}</a>
                ) : (
                  <span className="p-author h-card">{comment.authorName}</span>
                )}
                <time className="dt-published" dateTime={comment.publishedAt}>{formatBlogDate(comment.publishedAt)}</time>
              </p>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned when received (src/services/comments/commentHtml.ts): text, links and simple formatting only */}
              <div className="e-content article-comment-text" dangerouslySetInnerHTML={{ __html: comment.contentHtml }} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
