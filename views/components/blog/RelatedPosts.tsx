// 'Related Articles' under a post: other posts of its category. Shown once they arrive (the
// query only starts after the post itself has loaded); nothing at all when there are none.
import { css } from '@emotion/react';
import type { BlogPostSummaryDto } from '../../api/types';
import { color, media } from '../../style/theme';
import { PostCard } from '../PostCard';
import { cardGridCss, Container, LoadingStatus, sectionCss, SkeletonCard } from '../ui';
import { RELATED_POSTS_LIMIT } from '../../api/blogLimits';

const gridCss = css`
  ${cardGridCss};
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
`;

const relatedSectionCss = css`
  ${sectionCss};
  background: ${color.surfaceAlt};
  border-top: 1px solid ${color.border};
`;

const titleCss = css`
  margin-bottom: 28px;
`;

export function RelatedPosts({ posts, isPending }: { posts: BlogPostSummaryDto[] | undefined; isPending: boolean }) {
  if (!isPending && (!posts || posts.length === 0)) return null;
  return (
    <section aria-labelledby="related-title" css={relatedSectionCss}>
      <Container>
        <h2 id="related-title" css={titleCss}>Related Articles</h2>
        {isPending || !posts ? (
          <div css={gridCss}>
            <LoadingStatus label="Loading related articles" />
            {/* biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders, all alike and fixed in number */}
            {Array.from({ length: RELATED_POSTS_LIMIT }, (_, i) => <SkeletonCard key={i} media lines={2} />)}
          </div>
        ) : (
          <ul css={gridCss}>
            {posts.slice(0, RELATED_POSTS_LIMIT).map((post) => (
              <li key={post.id}><PostCard post={post} headingLevel="h3" /></li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
