// The blog pages' raw streamed HTML, read without running any JavaScript.
import { site } from '../helpers/defaultContent';
import { expect } from 'chai';
import { ARTICLE_PROSE_CLASS } from '../../views/style/classNames';
import { BlogPost } from '../../entities';
import { formatBlogDate } from '../../views/lib/format';
import { addHeadingIds } from '../../src/lib/headingIds';
import { sampleBlogPosts } from '../../src/seed/content/blogPosts';
import { sampleImageUrl } from '../../src/seed/sampleImages';
import type { BlogPostDto, BlogPostSummaryDto, ListWindow } from '../../views/api/types';
import { blogCategories } from '../../views/api/blogCategories';
import { markupOf, tagsOf, visibleTextOf } from '../helpers/pageText';
import { dehydratedStateOf, startTestServer, type TestServer } from '../helpers/testServer';

const queryOf = (html: string, key: unknown[]) => dehydratedStateOf(html).queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key));
const plainText = (html: string) => visibleTextOf(html).trim();
/** The first paragraph of a post's body as plain text: present only where the body is. */
const firstParagraphOf = (content: string) => plainText(content.match(/<p>([\s\S]*?)<\/p>/)![1]);

describe('SSR /blog', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it('streams every published post title, the filters, and the list data without bodies', async () => {
    const response = await fetch(`${server.url}/blog`);
    expect(response.status).to.equal(200);
    const html = await response.text();
    const text = visibleTextOf(html);
    expect(html).to.include(`<title>Blog | ${site.name}</title>`);
    expect(tagsOf(html, 'h1')).to.have.length(1);
    for (const post of sampleBlogPosts) {
      expect(text, post.title).to.include(post.title);
      expect(text, post.slug).to.include(formatBlogDate(post.publishedAt));
    }
    for (const label of ['All Posts', ...blogCategories.map((c) => c.label)]) expect(text).to.include(label);
    expect(markupOf(html)).to.match(/<button[^>]*aria-pressed="true"[^>]*>All Posts<\/button>/);
    expect(html).to.match(/<label[^>]*>Search posts<\/label>/);
    expect(html).not.to.include('data-testid="skeleton"');

    expect(queryOf(html, ['/api/blog'])).to.equal(undefined); // the whole list is not in the page, only its first window
    const list = queryOf(html, ['/api/blog?first=24']);
    expect(list?.state.status).to.equal('success');
    const { items: posts, matching } = list!.state.data as ListWindow<BlogPostSummaryDto>;
    expect(posts).to.have.length(sampleBlogPosts.length);
    expect(matching).to.equal(sampleBlogPosts.length);
    for (const post of posts) expect(post).not.to.have.any.keys('content');
    const readable = text + JSON.stringify(dehydratedStateOf(html));
    for (const post of sampleBlogPosts) expect(readable, post.slug).not.to.include(firstParagraphOf(post.content));
  });

  it('renders the filters named in the address (?q=, ?category=) on the server', async () => {
    const response = await fetch(`${server.url}/blog?category=legacy-reflections&q=letters`);
    expect(response.status).to.equal(200);
    const html = await response.text();
    const text = visibleTextOf(html);
    expect(markupOf(html)).to.match(/<button[^>]*aria-pressed="true"[^>]*>Legacy Reflections<\/button>/);
    expect(markupOf(html)).to.match(/<input[^>]*value="letters"/);
    const shown = sampleBlogPosts.filter((p) => text.includes(p.title)).map((p) => p.slug);
    expect(shown).to.deep.equal(['letters-to-someone-not-yet-born']);
    const window = queryOf(html, ['/api/blog?first=24&q=letters&category=legacy-reflections'])!.state.data as ListWindow<BlogPostSummaryDto>;
    expect(window.items.map((p) => p.slug)).to.deep.equal(['letters-to-someone-not-yet-born']);
    expect(text).to.include('Showing 1 of 1 posts');
  });

  it('ignores an unknown category in the address', async () => {
    const response = await fetch(`${server.url}/blog?category=%3Cscript%3E`);
    expect(response.status).to.equal(200);
    const html = await response.text();
    expect(markupOf(html)).to.match(/<button[^>]*aria-pressed="true"[^>]*>All Posts<\/button>/);
    for (const post of sampleBlogPosts) expect(visibleTextOf(html), post.slug).to.include(post.title);
  });
});

describe('SSR /blog/{slug}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await server.db.getRepository(BlogPost).insert({
      slug: 'a-draft-post',
      title: 'A Draft Post',
      excerpt: 'Not yet.',
      content: '<p>Draft body.</p>',
      category: 'ai-and-society',
      featuredImage: null,
      readTime: 1,
      publishedAt: null,
      tags: [],
      isFeatured: false,
    });
  });
  after(() => server?.close());

  it('streams the post: title, category, read time, US date, image, body, tags, and its own meta', async () => {
    const post = sampleBlogPosts.find((p) => p.slug === 'forgetting-is-a-feature')!;
    const response = await fetch(`${server.url}/blog/${post.slug}`);
    expect(response.status).to.equal(200);
    const html = await response.text();
    const text = visibleTextOf(html);
    expect(html).to.include(`<title>${post.title} | ${site.name}</title>`);
    expect(html).to.include(`<meta name="description" content="${post.excerpt}">`);
    expect(tagsOf(html, 'h1')).to.have.length(1);
    expect(markupOf(html)).to.match(new RegExp(`<h1[^>]*>${post.title}</h1>`));
    expect(text).to.include('August 21, 2025');
    expect(text).to.include(`${post.readTime} min read`);
    expect(text).to.include('The Brain & Learning');
    expect(text).to.include('Back to Blog');
    expect(text).to.include('Share');
    // The sample's drawing is served as its raster copy in the media library, sized, with AVIF and WebP widths.
    const image = sampleImageUrl(post.featuredImage!);
    expect(image).to.match(/^\/media\/[0-9a-f]{32}-1200x630\.webp$/);
    expect(markupOf(html)).to.match(new RegExp(`<img[^>]*src="${image}"[^>]*alt="${post.title}"|<img[^>]*alt="${post.title}"[^>]*src="${image}"`));
    expect(tagsOf(html, 'source').map((tag) => /type="([^"]+)"/.exec(tag)?.[1])).to.deep.equal(['image/avif', 'image/webp']);
    expect(markupOf(html)).to.include(addHeadingIds(post.content)); // the body's paragraphs, as markup, headings with ids
    for (const tag of post.tags) expect(text).to.include(`#${tag}`);
    // The body wears the class the site-wide article CSS styles.
    expect(markupOf(html)).to.include(`class="${ARTICLE_PROSE_CLASS} e-content" data-testid="article-body"`);
    expect(html).to.include(`.${ARTICLE_PROSE_CLASS}{`);
  });

  it('prefetches the post only (and the footer\'s legal links): the related posts are left to the browser', async () => {
    const html = await (await fetch(`${server.url}/blog/forgetting-is-a-feature`)).text();
    const keys = dehydratedStateOf(html).queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).to.deep.equal([JSON.stringify(['/api/settings']), JSON.stringify(['/api/blog/post', 'forgetting-is-a-feature'])]);
    const post = queryOf(html, ['/api/blog/post', 'forgetting-is-a-feature'])!.state.data as BlogPostDto;
    expect(post.content).to.equal(addHeadingIds(sampleBlogPosts.find((p) => p.slug === 'forgetting-is-a-feature')!.content));
  });

  it('answers 404 with Post Not Found for an unknown slug and for a draft', async () => {
    for (const slug of ['no-such-post', 'a-draft-post']) {
      const response = await fetch(`${server.url}/blog/${slug}`);
      expect(response.status, slug).to.equal(404);
      const html = await response.text();
      const text = visibleTextOf(html);
      expect(markupOf(html)).to.match(/<h1[^>]*>Post Not Found<\/h1>/);
      expect(text).to.include("The post you're looking for doesn't exist.");
      expect(markupOf(html)).to.match(/<a[^>]*href="\/blog"[^>]*>[\s\S]*?Back to Blog<\/a>/);
      expect(text).not.to.include('Draft body.');
      expect(html).to.include(`<title>Post Not Found | ${site.name}</title>`);
    }
  });
});
