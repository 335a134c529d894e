import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Essay } from '../../entities';
import { TOPIC_CHIP_LIMIT } from '../../views/pages/EssaysPage';
import { sampleEssays } from '../../src/seed/content/essays';
import { browserSuite } from '../helpers/browserSuite';
import { cardTitles, serverTimes, waitForTitles } from '../helpers/listingPage';

const newestFirst = [...sampleEssays].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
/** The spec's rule, restated here on purpose: case-insensitive substring of title, excerpt or any tag, and the tag. */
const expectedTitles = (search: string, tag = '') => {
  const needle = search.toLowerCase();
  return newestFirst
    .filter((e) => (!tag || e.tags.includes(tag)) && [e.title, e.excerpt, ...e.tags].some((text) => text.toLowerCase().includes(needle)))
    .map((e) => e.title);
};

describe('browser: /ai-islam', () => {
  const suite = browserSuite();

  it('hydrates cleanly with All Topics plus the sorted unique tags, and cards with at most 3 tags', async () => {
    const { page, problems, apiRequests } = await suite.visit('/ai-islam');
    await waitForTitles(page, expectedTitles(''));
    const chips = await page.getByRole('group', { name: 'Filter by topic' }).getByRole('button').allTextContents();
    const tags = [...new Set(sampleEssays.flatMap((e) => e.tags))].sort((a, b) => a.localeCompare(b, 'en'));
    expect(chips).to.deep.equal(['All Topics', ...tags]);

    const fourTagged = sampleEssays.filter((e) => e.tags.length > 3);
    expect(fourTagged.length).to.be.greaterThan(0);
    for (const essay of sampleEssays) {
      const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: essay.title }) });
      expect(await card.locator('ul[aria-label="Tags"] li').allTextContents(), essay.slug).to.deep.equal(essay.tags.slice(0, 3));
      expect(await card.textContent()).to.include(essay.readingTime);
      expect(await card.textContent()).to.include(essay.authors);
      expect(await card.getByRole('link').getAttribute('href')).to.equal(`/ai-islam/${essay.slug}`);
    }
    await page.waitForTimeout(300);
    expect(problems).to.deep.equal([]);
    expect(apiRequests).to.deep.equal([]);
  });

  it('combines the search (tags included) with a topic; the empty state clears one filter at a time', async () => {
    const { page, problems } = await suite.visit('/ai-islam');
    const search = page.getByRole('searchbox', { name: 'Search essays' });
    expect(await search.getAttribute('placeholder')).to.equal('Search essays by title, topic, or tag...');
    const topics = page.getByRole('group', { name: 'Filter by topic' });

    await search.fill('RESPONSIBILITY'); // only ever a tag, never in a title or excerpt
    await waitForTitles(page, expectedTitles('responsibility'));
    expect(await cardTitles(page)).to.have.length(2);

    await topics.getByRole('button', { name: 'Environment' }).click();
    await waitForTitles(page, expectedTitles('responsibility', 'Environment'));
    expect(await cardTitles(page)).to.have.length(1);
    expect(await topics.getByRole('button', { name: 'Environment' }).getAttribute('aria-pressed')).to.equal('true');
    expect(await topics.getByRole('button', { name: 'All Topics' }).getAttribute('aria-pressed')).to.equal('false');

    const empty = page.getByRole('heading', { name: 'No essays found matching your criteria' });
    const clearSearch = page.getByRole('button', { name: 'Clear Search' });
    const clearTag = page.getByRole('button', { name: 'Clear Tag Filter' });
    await search.fill('nothing matches this');
    await empty.waitFor();
    expect(await clearSearch.isVisible()).to.equal(true);
    expect(await clearTag.isVisible()).to.equal(true);

    await clearSearch.click();
    await waitForTitles(page, expectedTitles('', 'Environment'));
    expect(await search.inputValue()).to.equal('');

    await search.fill('nothing matches this');
    await empty.waitFor();
    await clearTag.click();
    await empty.waitFor();
    expect(await clearTag.count()).to.equal(0);
    expect(await topics.getByRole('button', { name: 'All Topics' }).getAttribute('aria-pressed')).to.equal('true');
    await clearSearch.click();
    await waitForTitles(page, expectedTitles(''));
    expect(await clearSearch.count()).to.equal(0);
    expect(problems).to.deep.equal([]);
  });

  it('shows the same en-GB dates before and after hydration, on the list and on an essay', async () => {
    for (const path of ['/ai-islam', `/ai-islam/${newestFirst[0].slug}`]) {
      const raw = await serverTimes(`${suite.server.url}${path}`);
      expect(raw.length, path).to.be.greaterThan(0);
      expect(raw[0]).to.match(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      const { page, problems, context } = await suite.visit(path);
      expect(await page.locator('main time').allTextContents(), path).to.deep.equal(raw);
      expect(problems, path).to.deep.equal([]);
      await context.close();
    }
  });
});

describe('browser: /ai-islam/{slug}', () => {
  const suite = browserSuite();

  it('hydrates without fetching, and View All Essays goes back to the list in place', async () => {
    const essay = newestFirst[1];
    const { page, problems, apiRequests } = await suite.visit(`/ai-islam/${essay.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(essay.title);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
    await page.getByRole('link', { name: 'View All Essays' }).click();
    await page.getByRole('searchbox', { name: 'Search essays' }).waitFor();
    expect(new URL(page.url()).pathname).to.equal('/ai-islam');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).to.equal(3);
    await waitForTitles(page, expectedTitles(''));
    expect(apiRequests).to.deep.equal(['/api/ai-islam']);
    expect(problems).to.deep.equal([]);
  });

  it('shows Essay Not Found with a way back for a missing essay', async () => {
    const { page, problems, response } = await suite.visit('/ai-islam/no-such-essay');
    expect(response?.status()).to.equal(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal('Essay Not Found');
    expect(await page.getByText("The essay you're looking for doesn't exist.").isVisible()).to.equal(true);
    await page.getByRole('link', { name: 'Back to Essays' }).first().click();
    await page.getByRole('searchbox', { name: 'Search essays' }).waitFor();
    expect(problems).to.deep.equal([]);
  });
});

describe('browser: /ai-islam with more than 20 topics', () => {
  const suite = browserSuite();
  const EXTRA_TOPICS = 25;
  let allTags: string[];
  before(async () => {
    await suite.server.db.getRepository(Essay).insert(
      Array.from({ length: EXTRA_TOPICS }, (_, i) => ({
        slug: `topic-essay-${i}`,
        title: `Topic Essay ${i}`,
        excerpt: `An essay on topic ${i}.`,
        authors: 'Test Author',
        readingTime: '1 min read',
        publishedAt: new Date(Date.UTC(2020, 0, 1) - i * 60_000),
        tags: [`Topic ${String(i).padStart(2, '0')}`],
        bodyHtml: `<p>Body ${i}.</p>`,
      })),
    );
    allTags = [...new Set([...sampleEssays.flatMap((e) => e.tags), ...Array.from({ length: EXTRA_TOPICS }, (_, i) => `Topic ${String(i).padStart(2, '0')}`)])].sort((a, b) => a.localeCompare(b, 'en'));
  });
  const chipTexts = (page: Page) => page.getByRole('group', { name: 'Filter by topic' }).getByRole('button').allTextContents();

  it('shows the first 20 topics and folds the rest behind Show all, which unfolds and folds them again', async () => {
    const { page, problems } = await suite.visit('/ai-islam');
    expect(await chipTexts(page)).to.deep.equal(['All Topics', ...allTags.slice(0, TOPIC_CHIP_LIMIT), `Show all ${allTags.length} topics`]);
    const more = page.getByRole('button', { name: `Show all ${allTags.length} topics` });
    expect(await more.getAttribute('aria-expanded')).to.equal('false');
    await more.click();
    expect(await chipTexts(page)).to.deep.equal(['All Topics', ...allTags, 'Show fewer topics']);
    expect(await page.getByRole('button', { name: 'Show fewer topics' }).getAttribute('aria-expanded')).to.equal('true');
    await page.getByRole('button', { name: 'Show fewer topics' }).click();
    expect(await chipTexts(page)).to.have.length(TOPIC_CHIP_LIMIT + 2);
    expect(problems).to.deep.equal([]);
  });

  it('keeps a chosen topic past the first 20 in view, pressed, from the server HTML on', async () => {
    const last = allTags[allTags.length - 1];
    const { page, problems } = await suite.visit(`/ai-islam?tag=${encodeURIComponent(last)}`);
    expect(await chipTexts(page)).to.deep.equal(['All Topics', ...allTags.slice(0, TOPIC_CHIP_LIMIT), last, `Show all ${allTags.length} topics`]);
    expect(await page.getByRole('button', { name: last, exact: true }).getAttribute('aria-pressed')).to.equal('true');
    expect(problems).to.deep.equal([]);
  });
});
