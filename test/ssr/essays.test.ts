// The essay pages' raw streamed HTML, read without running any JavaScript.
import { site } from '../helpers/defaultContent';
import { expect } from 'chai';
import { Essay } from '../../entities';
import { formatEssayDate } from '../../views/lib/format';
import { addHeadingIds } from '../../src/lib/headingIds';
import { sampleEssays } from '../../src/seed/content/essays';
import type { EssayListWindow } from '../../views/api/types';
import { markupOf, tagsOf, visibleTextOf } from '../helpers/pageText';
import { dehydratedStateOf, startTestServer, type TestServer } from '../helpers/testServer';

const firstParagraphOf = (body: string) => visibleTextOf(body.match(/<p>([\s\S]*?)<\/p>/)![1]).trim();
const queryOf = (html: string, key: unknown[]) => dehydratedStateOf(html).queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key));

describe('SSR /ai-islam', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await server.db.getRepository(Essay).insert({
      slug: 'a-draft-essay',
      title: 'A Draft Essay',
      excerpt: 'Not yet.',
      authors: 'Someone',
      readingTime: '1 min read',
      publishedAt: null,
      tags: ['Draft Topic'],
      bodyHtml: '<p>Draft essay body.</p>',
    });
  });
  after(() => server?.close());

  it('streams every essay with its en-GB date, the search box and the topics, without bodies', async () => {
    const response = await fetch(`${server.url}/ai-islam`);
    expect(response.status).to.equal(200);
    const html = await response.text();
    const text = visibleTextOf(html);
    expect(tagsOf(html, 'h1')).to.have.length(1);
    expect(markupOf(html)).to.match(/<input[^>]*placeholder="Search essays by title, topic, or tag..."/);
    expect(markupOf(html)).to.match(/<button[^>]*aria-pressed="true"[^>]*>All Topics<\/button>/);
    for (const essay of sampleEssays) {
      expect(text, essay.slug).to.include(essay.title);
      expect(text, essay.slug).to.include(formatEssayDate(essay.publishedAt));
      expect(markupOf(html), essay.slug).to.include(`href="/ai-islam/${essay.slug}"`);
    }
    expect(text).to.include('17 February 2025');
    expect(text).not.to.include('A Draft Essay');
    expect(text).not.to.include('Draft Topic');

    expect(queryOf(html, ['/api/ai-islam'])).to.equal(undefined); // only the first window is in the page
    const { items: essays, matching, tags } = queryOf(html, ['/api/ai-islam?first=24'])!.state.data as EssayListWindow;
    expect(essays).to.have.length(sampleEssays.length);
    expect(matching).to.equal(sampleEssays.length);
    expect(tags).to.deep.equal([...new Set(sampleEssays.flatMap((e) => e.tags))].sort((a, b) => a.localeCompare(b, 'en')));
    for (const essay of essays) expect(essay).not.to.have.any.keys('bodyHtml');
    const readable = text + JSON.stringify(dehydratedStateOf(html));
    for (const essay of sampleEssays) expect(readable, essay.slug).not.to.include(firstParagraphOf(essay.bodyHtml));
  });

  it('streams an essay: authors, en-GB date, reading time, title, excerpt, body, tags and View All Essays', async () => {
    const essay = sampleEssays.find((e) => e.slug === 'maqasid-al-sharia-and-algorithmic-fairness')!;
    const response = await fetch(`${server.url}/ai-islam/${essay.slug}`);
    expect(response.status).to.equal(200);
    const html = await response.text();
    const text = visibleTextOf(html);
    expect(html).to.include(`<title>${essay.title} | ${site.name}</title>`);
    expect(tagsOf(html, 'h1')).to.have.length(1);
    expect(markupOf(html)).to.match(new RegExp(`<h1[^>]*>${essay.title}</h1>`));
    expect(text).to.include('6 May 2025');
    expect(text).to.include(essay.readingTime);
    expect(text).to.include(essay.authors);
    expect(text).to.include(essay.excerpt);
    expect(markupOf(html)).to.include(addHeadingIds(essay.bodyHtml));
    for (const tag of essay.tags) expect(text).to.include(tag);
    expect(markupOf(html)).to.match(/<a[^>]*href="\/ai-islam"[^>]*>View All Essays<\/a>/);
    expect(text).to.include('Share');
  });

  it('answers 404 with Essay Not Found for an unknown slug and for a draft', async () => {
    for (const slug of ['no-such-essay', 'a-draft-essay']) {
      const response = await fetch(`${server.url}/ai-islam/${slug}`);
      expect(response.status, slug).to.equal(404);
      const html = await response.text();
      expect(markupOf(html)).to.match(/<h1[^>]*>Essay Not Found<\/h1>/);
      expect(visibleTextOf(html)).to.include("The essay you're looking for doesn't exist.");
      expect(markupOf(html)).to.match(/<a[^>]*href="\/ai-islam"[^>]*>/);
      expect(visibleTextOf(html)).not.to.include('Draft essay body.');
    }
  });
});
