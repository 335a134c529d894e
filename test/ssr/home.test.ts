// The home page's raw streamed HTML, read without running any JavaScript.
import { site } from '../helpers/defaultContent';
import { expect } from 'chai';
import { defaultSettings } from '../../views/content/defaultSettings';
import type { BlogPostSummaryDto, BrainTeaserDto, QuoteDto } from '../../views/api/types';
import { categoryLabel } from '../../views/api/blogCategories';
import { formatBlogDate } from '../../views/lib/format';
import { elementWith, tagsOf, visibleTextOf } from '../helpers/pageText';
import { dehydratedStateOf, startTestServer, type TestServer } from '../helpers/testServer';

const dataOf = <T>(html: string, key: string): { status: string; data: T } => {
  const query = dehydratedStateOf(html).queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify([key]));
  if (!query) throw new Error(`${key} is not in the dehydrated state`);
  return query.state as { status: string; data: T };
};

describe('SSR /', () => {
  describe('with the sample content', () => {
    let server: TestServer;
    let html: string;
    let text: string;
    before(async () => {
      server = await startTestServer();
      const response = await fetch(`${server.url}/`);
      expect(response.status).to.equal(200);
      html = await response.text();
      text = visibleTextOf(html);
    });
    after(() => server?.close());

    it('has the title, one h1 with the tagline, the intro and the three calls to action', () => {
      expect(html).to.include(`<title>${site.name} — ${site.tagline}</title>`);
      expect(tagsOf(html, 'h1')).to.have.length(1);
      expect(elementWith(html, 'h1', 'hero-title')).to.include(site.tagline);
      expect(text).to.include(site.heroIntro.replace(/\s+/g, ' '));
      const hero = elementWith(html, 'section', 'aria-labelledby="hero-title"');
      for (const [href, label] of [['/blog', 'Read the Blog'], ['/books', 'Explore Books'], ['/legacy', 'Join Legacy Wall']]) {
        expect(hero).to.match(new RegExp(`<a href="${href}"[^>]*>${label}</a>`));
      }
      expect(hero).to.match(/<button[^>]*aria-label="Scroll to Featured Insights"/);
    });

    it('sends a muted, looping, inline background video with its poster and sources, that never autoplays from the HTML', () => {
      const [video = ''] = tagsOf(html, 'video');
      expect(video).to.not.equal('');
      expect(video).to.match(/\bmuted=""/);
      expect(video).to.match(/\bloop=""/);
      expect(video.toLowerCase()).to.match(/\bplaysinline=""/);
      expect(video).to.include('poster="/images/hero-poster.jpg"');
      expect(video).to.match(/preload="(none|metadata)"/);
      expect(video.toLowerCase()).not.to.include('autoplay');
      // (The featured posts' <picture> sources are images, not the video's.)
      expect(tagsOf(html, 'source').filter((tag) => tag.includes('type="video/'))).to.deep.equal([
        '<source src="/video/hero.webm" type="video/webm"/>',
        '<source src="/video/hero.mp4" type="video/mp4"/>',
      ]);
    });

    it('renders Featured Insights from the dehydrated featured posts, with no skeletons', () => {
      const section = elementWith(html, 'section', 'id="featured"');
      expect(section).to.include('Featured Insights');
      const featured = dataOf<BlogPostSummaryDto[]>(html, '/api/blog/featured');
      expect(featured.status).to.equal('success');
      const sectionText = visibleTextOf(section);
      if (featured.data.length === 0) {
        expect(sectionText).to.include('No featured posts available yet.');
      } else {
        expect(sectionText).not.to.include('No featured posts available yet.');
        for (const post of featured.data) {
          expect(section).to.include(`href="/blog/${post.slug}"`);
          expect(sectionText).to.include(post.title);
          expect(sectionText).to.include(categoryLabel(post.category));
          expect(sectionText).to.include(`${post.readTime} min read`);
          expect(sectionText).to.include(formatBlogDate(post.publishedAt));
        }
      }
      expect(section).not.to.include('data-testid="skeleton"');
    });

    it('shows the dehydrated brain teaser with its difficulty and category, but not its answer', () => {
      const teaser = dataOf<BrainTeaserDto>(html, '/api/brain-teasers/random');
      expect(teaser.status).to.equal('success');
      expect(teaser.data.answer).to.be.a('string').and.not.equal('');
      expect(text).to.include('Daily Mental Exercise');
      const card = elementWith(html, 'article', 'brain-teaser-title');
      const cardText = visibleTextOf(card);
      expect(cardText).to.include('Daily Brain Teaser');
      expect(cardText).to.include(teaser.data.question);
      expect(cardText).to.include(teaser.data.difficulty);
      expect(cardText).to.include(teaser.data.category);
      expect(text).not.to.include(teaser.data.answer);
      expect(card).to.match(/<button[^>]*aria-expanded="false"[^>]*>Reveal Answer<\/button>/);
      expect(card).to.match(/<button[^>]*aria-label="New brain teaser"/);
      expect(cardText).not.to.include('Hide Answer');
    });

    it('shows the dehydrated quote of the day with its author and category', () => {
      const quote = dataOf<QuoteDto>(html, '/api/quotes/random');
      expect(quote.status).to.equal('success');
      const cardText = visibleTextOf(elementWith(html, 'article', 'quote-title'));
      expect(cardText).to.include('AI Quote of the Day');
      expect(cardText).to.include(quote.data.text);
      expect(cardText).to.include(quote.data.author);
      expect(cardText).to.include(quote.data.category);
    });

    it('ends with the newsletter section the header jumps to', () => {
      const section = elementWith(html, 'section', 'id="newsletter"');
      const sectionText = visibleTextOf(section);
      expect(sectionText).to.include('Join the Conversation');
      // No false claim: the sample site has fewer subscribers than the default threshold, so no number is named.
      expect(sectionText).to.include(defaultSettings.copy.newsletterText);
      expect(sectionText).not.to.match(/\d+\+? subscribers/);
      expect(sectionText).to.include('No spam, ever. Unsubscribe anytime.');
      expect(section).to.match(/<input[^>]*type="email"[^>]*required/);
    });
  });

  describe('with an empty database', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ seed: false });
    });
    after(() => server?.close());

    it('still answers 200 and shows each section\'s empty text', async () => {
      const response = await fetch(`${server.url}/`);
      expect(response.status).to.equal(200);
      const html = await response.text();
      const text = visibleTextOf(html);
      expect(text).to.include('No featured posts available yet.');
      expect(text).to.include('No brain teasers available');
      expect(text).to.include('No quotes available');
      expect(text).not.to.include('Reveal Answer');
      for (const key of ['/api/brain-teasers/random', '/api/quotes/random']) {
        expect(dataOf(html, key), key).to.include({ status: 'success', data: null });
      }
    });
  });
});
