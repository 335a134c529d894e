// The blog: every published post, searched and filtered by category in the browser. The filters
// live in the address (?q=, ?category=) so a filtered view can be shared and Back restores it.
// The page comes with its first screen of matches; the whole list is fetched when needed (useListWindow).
import { useQuery } from '@tanstack/react-query';
import { blogFilterSpec, filterPosts } from '../lib/filterPosts';
import { EmptyResults } from '../components/listing/EmptyResults';
import { FilterChips } from '../components/listing/FilterChips';
import { searchWidthCss, toolbarCss } from '../components/listing/listingCss';
import { PagedList } from '../components/listing/PagedList';
import { SearchField } from '../components/listing/SearchField';
import { useListWindow } from '../components/listing/useListWindow';
import { useUrlFilters } from '../components/listing/useUrlFilters';
import { PostCard } from '../components/PostCard';
import { cardGridCss, Container, LoadingStatus, outlineButtonCss, pageHeroCss, sectionCss, SkeletonCard } from '../components/ui';
import { categoriesQuery } from '../data/categoriesQuery';
import { useSettingsPart } from '../data/settingsQuery';
import { blogPostsQuery, blogWindowQuery, LIST_PAGE_SIZE } from '../data/queries';

export const BLOG_SKELETON_COUNT = 4;
export const BLOG_PAGE_SIZE = LIST_PAGE_SIZE;


export default function BlogPage() {
  const intro = useSettingsPart('blog')?.blogIntro;
  const [filters, setFilters] = useUrlFilters(blogFilterSpec);
  const { q: search, category } = filters;
  const isFiltered = search.trim() !== '' || category !== '';
  // The owner's categories, in their order (prefetched by the server with the page).
  const categoryChoices = [{ value: '', label: 'All Posts' }, ...(useQuery(categoriesQuery()).data ?? [])];
  const posts = useListWindow(blogPostsQuery(), blogWindowQuery(filters), { search, category }, filterPosts);

  return (
    <>
      <section css={pageHeroCss}>
        <Container>
          <h1>Blog</h1>
          {intro && <p>{intro}</p>}
        </Container>
      </section>
      <section css={sectionCss} aria-label="Posts">
        <Container>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: focus bubbles up from the search field and chips inside; the div itself is never focused */}
          <div css={toolbarCss} onFocus={posts.loadAll}>
            <div css={searchWidthCss}>
              <SearchField label="Search posts" placeholder="Search articles..." value={search} onChange={(q) => setFilters({ q })} />
            </div>
            <FilterChips label="Filter by category" choices={categoryChoices} selected={category} onSelect={(value) => setFilters({ category: value })} />
          </div>
          {posts.status === 'pending' ? (
            <div css={cardGridCss}>
              <LoadingStatus label="Loading posts" />
              {/* biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders, all alike and fixed in number */}
              {Array.from({ length: BLOG_SKELETON_COUNT }, (_, i) => <SkeletonCard key={i} media lines={3} />)}
            </div>
          ) : posts.status === 'error' ? (
            <p role="alert">Posts could not be loaded. Please try again later.</p>
          ) : posts.total === 0 ? (
            <EmptyResults title="No posts found" hint={isFiltered ? 'Try a different search term or category.' : undefined}>
              {isFiltered && (
                <button type="button" css={outlineButtonCss} onClick={() => setFilters({ q: '', category: '' })}>
                  Clear Filters
                </button>
              )}
            </EmptyResults>
          ) : (
            <PagedList
              items={posts.matches}
              total={posts.total}
              onShowMore={posts.loadAll}
              pageSize={BLOG_PAGE_SIZE}
              resetKey={`${search}\n${category}`}
              noun="posts"
              listCss={cardGridCss}
              itemKey={(post) => post.id}
              renderItem={(post) => <PostCard post={post} headingLevel="h2" />}
            />
          )}
        </Container>
      </section>
    </>
  );
}
