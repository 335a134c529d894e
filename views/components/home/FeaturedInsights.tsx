// Featured Insights: the featured posts in a three-column grid (one column on phones).
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { featuredPostsQuery } from '../../data/queries';
import { Link } from '../../app/router';
import { color, media } from '../../style/theme';
import { PostCard } from '../PostCard';
import { cardGridCss, Container, LoadingStatus, outlineButtonCss, sectionCss, SkeletonCard } from '../ui';
import { FEATURED_SECTION_ID } from './Hero';
import { sectionIntroCss } from './homeSectionCss';

export const FEATURED_SKELETON_COUNT = 3;

const gridCss = css`
  ${cardGridCss};
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
`;

const centredTextCss = css`
  text-align: center;
  color: ${color.muted};
`;

function FeaturedPosts() {
  const posts = useQuery(featuredPostsQuery());
  if (posts.isPending) {
    return (
      <div css={gridCss}>
        <LoadingStatus label="Loading featured posts" />
        {/* biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders, all alike and fixed in number */}
        {Array.from({ length: FEATURED_SKELETON_COUNT }, (_, i) => <SkeletonCard key={i} media lines={3} />)}
      </div>
    );
  }
  if (posts.isError) return <p role="alert" css={centredTextCss}>Featured posts could not be loaded. Please try again later.</p>;
  if (posts.data.length === 0) return <p css={centredTextCss}>No featured posts available yet.</p>;
  return (
    <ul css={gridCss}>
      {posts.data.map((post) => (
        <li key={post.id}><PostCard post={post} /></li>
      ))}
    </ul>
  );
}

const featuredSectionCss = css`
  ${sectionCss};
  outline: none;
`;

const viewAllCss = css`
  text-align: center;
  margin-top: 40px;
`;

export function FeaturedInsights() {
  return (
    <section id={FEATURED_SECTION_ID} tabIndex={-1} aria-labelledby="featured-title" css={featuredSectionCss}>
      <Container>
        <div css={sectionIntroCss}>
          <h2 id="featured-title">Featured Insights</h2>
          <p>Selected essays on artificial intelligence, the brain and the questions worth sitting with.</p>
        </div>
        <FeaturedPosts />
        <div css={viewAllCss}>
          <Link to="/blog" css={outlineButtonCss}>View All Posts</Link>
        </div>
      </Container>
    </section>
  );
}
