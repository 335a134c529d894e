// What came back from the social web under a post or an essay, as the HTML the item's data
// carries: approved replies (ActivityPub and Webmention), each with its author's name linked to
// them, and the likes and boosts, marked up as the entry's p-comment h-cite items so IndieWeb
// readers see the thread too. A reader cannot act on any of it, so React renders it here, once,
// and the page places the result as it is (views/components/article/Conversation.tsx): no page's
// script carries its markup (#48, #49).
import { renderToStaticMarkup } from 'react-dom/server';
import type { PublicCommentDto } from '../../../views/api/types';
import { formatBlogDate } from '../../../views/lib/format';
import { countOf } from '../../../views/lib/plural';

/** An item's approved comments, oldest first, and its likes and boosts. */
export interface Conversation {
  comments: PublicCommentDto[];
  likes: number;
  boosts: number;
}

function ConversationSection({ comments, likes, boosts }: Conversation) {
  return (
    <section className="article-conversation print-hidden" aria-labelledby="article-conversation-title">
      <h2 id="article-conversation-title">Responses</h2>
      {likes + boosts > 0 && <p className="article-conversation-counts">{`${countOf(likes, 'like')} · ${countOf(boosts, 'boost')}`}</p>}
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
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned when received (commentHtml.ts): text, links and simple formatting only */}
              <div className="e-content article-comment-text" dangerouslySetInnerHTML={{ __html: comment.contentHtml }} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The conversation's HTML, or null when nobody has replied, liked or boosted. */
export function conversationHtml(conversation: Conversation): string | null {
  const { comments, likes, boosts } = conversation;
  return comments.length === 0 && likes === 0 && boosts === 0 ? null : renderToStaticMarkup(<ConversationSection {...conversation} />);
}
