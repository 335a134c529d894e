// A blog post in a list (featured, blog, related): image, category, title, excerpt, read time, date.
// The whole card is clickable through the title link stretched over it.
import { css } from '@emotion/react';
import { Picture } from './Picture';
import { formatBlogDate } from '../lib/format';
import type { BlogPostSummaryDto } from '../api/types';
import { Link } from '../app/router';
import { color, media, radius, shadow } from '../style/theme';
import { CalendarIcon, ClockIcon } from './icons';
import { badgeCss, cardCss } from './ui';

const cardLayoutCss = css`
  ${cardCss};
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  height: 100%;
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  &:hover { transform: translateY(-3px); box-shadow: ${shadow.raised}; }
  &:focus-within { box-shadow: ${shadow.raised}; }
  ${media.reducedMotion} { transition: none; &:hover { transform: none; } }
  img { width: 100%; height: auto; aspect-ratio: 1200 / 630; object-fit: cover; }
`;

const bodyCss = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px 22px 22px;
  flex: 1;
  h2, h3 { font-size: 1.2rem; margin: 0; }
  p { margin: 0; color: ${color.muted}; }
`;

const categoryBadgeCss = css`
  ${badgeCss};
  align-self: flex-start;
`;

const titleLinkCss = css`
  color: ${color.text};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; border-radius: ${radius.lg}; }
  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${color.focusRing}; outline-offset: -3px; }
  article:hover & { color: ${color.accentStrong}; }
`;

const metaCss = css`
  margin-top: auto;
  padding-top: 6px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  font-size: 0.85rem;
  color: ${color.muted};
  span { display: inline-flex; align-items: center; gap: 6px; }
`;

export function PostCard({ post, headingLevel = 'h3' }: { post: BlogPostSummaryDto; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article css={cardLayoutCss}>
      {post.featuredImage && <Picture src={post.featuredImage} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" alt="" width={1200} height={630} loading="lazy" decoding="async" />}
      <div css={bodyCss}>
        <span css={categoryBadgeCss}>{post.categoryLabel}</span>
        <Heading>
          <Link to={`/blog/${post.slug}`} css={titleLinkCss}>
            {post.title}
          </Link>
        </Heading>
        <p>{post.excerpt}</p>
        <div css={metaCss}>
          <span><ClockIcon size={16} /> {post.readTime} min read</span>
          <span><CalendarIcon size={16} /> <time dateTime={post.publishedAt}>{formatBlogDate(post.publishedAt)}</time></span>
        </div>
      </div>
    </article>
  );
}
