import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BlogPost } from '../../entities';
import { sampleBlogPosts } from '../../src/seed/content/blogPosts';
import { categoryLabel } from '../../views/api/blogCategories';
import { browserSuite } from '../helpers/browserSuite';
import { cardTitles, serverTimes, waitForTitles } from '../helpers/listingPage';

const newestFirst = [...sampleBlogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
/** The spec's rule, restated here on purpose: case-insensitive substring of title or excerpt, and the category. */
const expectedTitles = (search: string, category = '') =>
  newestFirst
    .filter((p) => (!category || p.category === category) && (p.title.toLowerCase().includes(search.toLowerCase()) || p.excerpt.toLowerCase().includes(search.toLowerCase())))
    .map((p) => p.title);

async function waitForUrl(page: Page, pathAndQuery: string) {
  await page.waitForFunction((expected) => location.pathname + location.search === expected, pathAndQuery, { timeout: 5000 });
}

describe('browser: /blog', () => {
  const suite = browserSuite();

  it('combines the search and the category chips; No posts found offers Clear Filters, which restores everything', async () => {
    const { page, problems, apiRequests } = await suite.visit('/blog');
    await waitForTitles(page, expectedTitles(''));
    expect(apiRequests).to.deep.equal([]); // the page came with its first window
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    const chips = page.getByRole('group', { name: 'Filter by category' });

    await search.fill('LEARN');
    await waitForTitles(page, expectedTitles('learn'));
    expect(new Set(newestFirst.filter((p) => expectedTitles('learn').includes(p.title)).map((p) => p.category)).size).to.be.greaterThan(1);

    await chips.getByRole('button', { name: 'The Brain & Learning' }).click();
    await waitForTitles(page, expectedTitles('learn', 'brain-and-learning'));
    expect(await chips.getByRole('button', { name: 'The Brain & Learning' }).getAttribute('aria-pressed')).to.equal('true');
    expect(await chips.getByRole('button', { name: 'All Posts' }).getAttribute('aria-pressed')).to.equal('false');
    await waitForUrl(page, '/blog?q=LEARN&category=brain-and-learning');

    await search.fill('no post says this');
    await page.getByRole('heading', { name: 'No posts found' }).waitFor();
    expect(await cardTitles(page)).to.deep.equal([]);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await waitForTitles(page, expectedTitles(''));
    expect(await search.inputValue()).to.equal('');
    expect(await chips.getByRole('button', { name: 'All Posts' }).getAttribute('aria-pressed')).to.equal('true');
    expect(await page.getByRole('button', { name: 'Clear Filters' }).count()).to.equal(0);
    await waitForUrl(page, '/blog');

    expect(problems).to.deep.equal([]);
    expect(apiRequests).to.deep.equal(['/api/blog']); // the whole list, once, when the filters were first used
  });

  it('the header Blog link resets a filtered list to the whole list, and Back brings the filters back', async () => {
    const { page, problems } = await suite.visit('/blog');
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.fill('learn');
    await waitForTitles(page, expectedTitles('learn'));
    await waitForUrl(page, '/blog?q=learn');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await waitForTitles(page, expectedTitles(''));
    expect(await search.inputValue()).to.equal('');
    await waitForUrl(page, '/blog');

    await page.goBack();
    await waitForTitles(page, expectedTitles('learn'));
    expect(await search.inputValue()).to.equal('learn');
    await waitForUrl(page, '/blog?q=learn');
    expect(problems).to.deep.equal([]);
  });

  it('opens a filtered address as that filtered view, hydrating cleanly', async () => {
    const { page, problems } = await suite.visit('/blog?q=learn&category=puzzles-and-brain-teasers');
    await waitForTitles(page, expectedTitles('learn', 'puzzles-and-brain-teasers'));
    expect(await page.getByRole('searchbox', { name: 'Search posts' }).inputValue()).to.equal('learn');
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All Posts' }).click();
    await waitForTitles(page, expectedTitles('learn'));
    await page.waitForTimeout(300);
    expect(problems).to.deep.equal([]);
  });

  it('opens an address with campaign tags (a newsletter link) as the same page, hydrating cleanly from the server’s data', async () => {
    const { page, problems, apiRequests } = await suite.visit('/blog?utm_source=newsletter&utm_medium=email&q=learn&utm_campaign=spring&category=puzzles-and-brain-teasers');
    await waitForTitles(page, expectedTitles('learn', 'puzzles-and-brain-teasers'));
    expect(await page.getByRole('searchbox', { name: 'Search posts' }).inputValue()).to.equal('learn');
    await page.waitForTimeout(300);
    expect(apiRequests).to.deep.equal([]);
    expect(problems).to.deep.equal([]);
  });

  it('shows the same dates before and after hydration', async () => {
    const raw = await serverTimes(`${suite.server.url}/blog`);
    expect(raw).to.have.length(sampleBlogPosts.length);
    const { page, problems } = await suite.visit('/blog');
    expect(await page.locator('main time').allTextContents()).to.deep.equal(raw);
    expect(problems).to.deep.equal([]);
  });
});

describe('browser: /blog/{slug}', () => {
  const suite = browserSuite();

  it('hydrates cleanly, then asks only for the related posts and shows at most 3 others of its category', async () => {
    const post = sampleBlogPosts.find((p) => p.slug === 'forgetting-is-a-feature')!;
    const raw = await serverTimes(`${suite.server.url}/blog/${post.slug}`);
    const { page, problems, apiRequests } = await suite.visit(`/blog/${post.slug}`);
    expect(await page.locator('main time').first().textContent()).to.equal(raw[0]);
    expect(raw[0]).to.equal('August 21, 2025');

    const related = page.locator('section[aria-labelledby="related-title"]');
    await related.getByRole('heading', { name: 'Related Articles' }).waitFor();
    await related.locator('article').first().waitFor();
    const titles = await related.locator('article h3').allTextContents();
    const siblings = sampleBlogPosts.filter((p) => p.category === post.category && p.slug !== post.slug);
    expect(titles.length).to.be.within(1, 3);
    expect(titles).not.to.include(post.title);
    for (const title of titles) expect(siblings.map((p) => p.title)).to.include(title);
    for (const badge of await related.locator('article').allTextContents()) expect(badge).to.include(categoryLabel(post.category));

    await page.waitForTimeout(300);
    expect(apiRequests).to.deep.equal([`/api/blog/related?category=${post.category}&exclude=${post.slug}`]);
    expect(problems).to.deep.equal([]);
  });

  it('navigates in place from the list to a post and back', async () => {
    const { page, problems, apiRequests } = await suite.visit('/blog');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.getByRole('link', { name: newestFirst[0].title }).click();
    await page.getByRole('heading', { level: 1, name: newestFirst[0].title }).waitFor();
    await page.locator('main article p').first().waitFor();
    expect(await page.title()).to.include(newestFirst[0].title);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).to.equal(7);
    expect(apiRequests[0]).to.equal(`/api/blog/post/${newestFirst[0].slug}`);
    expect(problems).to.deep.equal([]);
  });

  it('hydrates the 404 page as Post Not Found, with a way back and nothing fetched', async () => {
    const { page, problems, apiRequests, response } = await suite.visit('/blog/no-such-post');
    expect(response?.status()).to.equal(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal('Post Not Found');
    expect(await page.getByText("The post you're looking for doesn't exist.").isVisible()).to.equal(true);
    await page.waitForTimeout(300);
    expect(apiRequests).to.deep.equal([]);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.getByRole('searchbox', { name: 'Search posts' }).waitFor();
    expect(problems).to.deep.equal([]);
  });
});

describe('browser: /blog with 1,000 posts', () => {
  const EXTRA = 1000;
  const suite = browserSuite();
  before(async () => {
    const rows = Array.from({ length: EXTRA }, (_, i) => ({
      slug: `generated-post-${i}`,
      title: `Generated Post ${String(i).padStart(4, '0')}`,
      excerpt: `A generated excerpt, number ${i}.`,
      content: `<p>Generated body ${i}.</p>`,
      category: 'ai-and-society',
      featuredImage: null,
      readTime: 2,
      publishedAt: new Date(Date.UTC(2020, 0, 1) - i * 60_000),
      tags: ['generated'],
      isFeatured: false,
    }));
    for (let i = 0; i < rows.length; i += 50) await suite.server.db.getRepository(BlogPost).insert(rows.slice(i, i + 50));
  });

  it('renders 24 cards at a time, Show more adds the next 24 and moves focus to them, and search covers all posts', async () => {
    const total = sampleBlogPosts.length + EXTRA;
    const { page, problems } = await suite.visit('/blog');
    expect(await page.locator('main article').count()).to.equal(24);
    expect(await page.getByRole('status').filter({ hasText: 'Showing' }).textContent()).to.equal(`Showing 24 of ${total} posts`);

    await page.getByRole('button', { name: 'Show more' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 48);
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal((await page.locator('main article h2').nth(24).textContent())!);

    await page.getByRole('searchbox', { name: 'Search posts' }).fill('generated post 0999');
    await waitForTitles(page, ['Generated Post 0999']);
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('');
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 24);
    expect(problems).to.deep.equal([]);
  });
});
