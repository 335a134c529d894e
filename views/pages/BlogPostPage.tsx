// One blog post. The server prefetches the post only; the related posts are asked for once the
// post has loaded (they need its category) and the reader first acts or the browser is idle, so
// they arrive after hydration, in a task of their own (issue 48).
import { Picture } from '../components/Picture';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenReaderIsFree } from '../lib/whenReaderIsFree';
import { formatBlogDate } from '../lib/format';
import type { BlogPostDto } from '../api/types';
import { ArticleBody } from '../components/ArticleBody';
import { ArticleSkeleton } from '../components/article/ArticleSkeleton';
import { BackLink } from '../components/article/BackLink';
import { ArticleLoadError, isNotFoundError, MissingArticle } from '../components/article/MissingArticle';
import { Conversation } from '../components/article/Conversation';
import { TagList } from '../components/article/TagList';
import { RelatedPosts } from '../components/blog/RelatedPosts';
import { CalendarIcon, ClockIcon } from '../components/icons';
import { ShareButton } from '../components/ShareButton';
import { Container } from '../components/ui';
import type { PageProps } from '../app/pageLoader';
import { blogPostQuery, relatedPostsQuery } from '../data/queries';
import { useSettings } from '../data/settingsQuery';
import { Link } from '../app/router';

/** False until the reader first acts or the browser is idle (views/lib/whenReaderIsFree.ts). */
function useReaderIsFree(): boolean {
  const [free, setFree] = useState(false);
  useEffect(() => whenReaderIsFree(() => setFree(true)), []);
  return free;
}

/** The post's author, unless it is the owner (whose site it is): a guest post's byline. */
function bylineOf(post: BlogPostDto, ownerName: string): string | null {
  const author = post.author?.trim();
  return author && author.toLowerCase() !== ownerName.trim().toLowerCase() ? author : null;
}

function PostArticle({ post }: { post: BlogPostDto }) {
  const ownerName = useSettings().identity.name;
  const byline = bylineOf(post, ownerName);
  return (
    <article className="article-page h-entry">
      <Container narrow>
        <BackLink to="/blog" label="Back to Blog" />
        <data className="u-url" value={`/blog/${encodeURIComponent(post.slug)}`} />
        <div className="article-meta">
          <Link to={`/blog?category=${post.category}`} className="article-category">{post.categoryLabel}</Link>
          <span><ClockIcon size={16} /> {post.readTime} min read</span>
          <span><CalendarIcon size={16} /> <time className="dt-published" dateTime={post.publishedAt}>{formatBlogDate(post.publishedAt)}</time></span>
        </div>
        <h1 className="article-title p-name">{post.title}</h1>
        {byline ? <p className="article-byline">By <span className="p-author">{byline}</span></p> : (
          // The owner's h-card as the entry's author, for IndieWeb readers; the page already shows whose site it is.
          <a className="p-author h-card" href="/" hidden>{ownerName}</a>
        )}
        {post.featuredImage ? (
          <figure className="article-featured-image">
            <Picture src={post.featuredImage} sizes="(min-width: 800px) 760px, 100vw" alt={post.title} width={1200} height={630} fetchPriority="high" />
          </figure>
        ) : null}
        <div className="article-post-share print-hidden">
          <ShareButton title={post.title} />
        </div>
        <ArticleBody html={post.content} />
        {post.tags.length > 0 && (
          <footer className="article-footer">
            <TagList tags={post.tags} prefix="#" />
          </footer>
        )}
        <Conversation html={post.conversationHtml} />
      </Container>
    </article>
  );
}

export default function BlogPostPage({ params }: PageProps) {
  const slug = params.slug;
  const { data: post, isPending, error } = useQuery(blogPostQuery(slug));
  const readerIsFree = useReaderIsFree();
  const related = useQuery({ ...relatedPostsQuery(post?.category ?? '', slug), enabled: !!post && readerIsFree });

  if (isPending) return <ArticleSkeleton label="Loading post" />;
  if (!post) {
    return isNotFoundError(error) ? (
      <MissingArticle title="Post Not Found" message="The post you're looking for doesn't exist." backTo="/blog" backLabel="Back to Blog" />
    ) : (
      <ArticleLoadError backTo="/blog" backLabel="Back to Blog" />
    );
  }
  return (
    <>
      <PostArticle post={post} />
      {!related.isError && (
        <div className="print-hidden">
          <RelatedPosts posts={related.data} isPending={related.isPending} />
        </div>
      )}
    </>
  );
}
