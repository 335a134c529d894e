// Featured Insights: the featured posts in a three-column grid (one column on phones).
import { useQuery } from '@tanstack/react-query';
import { featuredPostsQuery } from '../../data/queries';
import { Link } from '../../app/router';
import { PostCard } from '../PostCard';
import { Container, LoadingStatus, SkeletonCard } from '../ui';
import { FEATURED_SECTION_ID } from './Hero';

export const FEATURED_SKELETON_COUNT = 3;

function FeaturedPosts() {
  const posts = useQuery(featuredPostsQuery());
  if (posts.isPending) {
    return (
      <div className="home-featured-grid">
        <LoadingStatus label="Loading featured posts" />
        {/* biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders, all alike and fixed in number */}
        {Array.from({ length: FEATURED_SKELETON_COUNT }, (_, i) => <SkeletonCard key={i} media lines={3} />)}
      </div>
    );
  }
  if (posts.isError) return <p role="alert" className="home-centred-text">Featured posts could not be loaded. Please try again later.</p>;
  if (posts.data.length === 0) return <p className="home-centred-text">No featured posts available yet.</p>;
  return (
    <ul className="home-featured-grid">
      {posts.data.map((post) => (
        <li key={post.id}><PostCard post={post} /></li>
      ))}
    </ul>
  );
}

export function FeaturedInsights() {
  return (
    <section id={FEATURED_SECTION_ID} tabIndex={-1} aria-labelledby="featured-title" className="home-section home-featured">
      <Container>
        <div className="home-section-intro">
          <h2 id="featured-title">Featured Insights</h2>
          <p>Selected essays on artificial intelligence, the brain and the questions worth sitting with.</p>
        </div>
        <FeaturedPosts />
        <div className="home-view-all">
          <Link to="/blog" className="home-button home-button-outline">View All Posts</Link>
        </div>
      </Container>
    </section>
  );
}
