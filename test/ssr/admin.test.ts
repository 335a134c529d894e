// Admin pages render their gate (or their key-asking form) on the server, and nothing else:
// no admin data in the HTML or in the dehydrated cache.
import { site } from '../helpers/defaultContent';
import { expect } from 'chai';
import { BlogPost, Essay, NewsletterSubscriber } from '../../entities';
import { adminRoutes } from '../../views/admin/adminRoutes';
import { dehydratedStateOf, startTestServer, TEST_ADMIN_SECRET, type TestServer } from '../helpers/testServer';

const decodeEntities = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

const pages: { path: string; title: string; shows: string[] }[] = [
  { path: '/admin/seed', title: 'Admin: Seed Database', shows: ['Seed Production Database', 'Force Reseed', '15 blog posts', '10 AI books', '5 quotes', '5 brain teasers', 'Admin secret key'] },
  { path: '/admin/blog', title: 'Admin: Blog Posts', shows: ['Manage Blog Posts', 'Access Blog Management', 'Admin secret key', 'Continue'] },
  { path: '/admin/blog/new', title: 'Admin: New Blog Post', shows: ['Create New Blog Post', 'Admin secret key', 'Title *', 'Slug', 'Excerpt (optional)', 'Content (HTML) *', 'Category *', 'AI & Society', 'The Brain & Learning', 'Tags', 'Feature this post on homepage', 'Upload markdown file'] },
  { path: '/admin/blog/edit/1', title: 'Admin: Edit Blog Post', shows: ['Edit Blog Post', 'Admin secret key', 'Continue'] },
  { path: '/admin/ai-islam', title: 'Admin: Essays', shows: ['Access Essay Management', 'Admin secret key', 'Continue'] },
  { path: '/admin/ai-islam/new', title: 'Admin: New Essay', shows: ['Create New A.I. & Islam Essay', 'Admin secret key', 'Authors', 'Body HTML *', 'Publish Essay', 'Upload markdown file'] },
  { path: '/admin/ai-islam/edit/1', title: 'Admin: Edit Essay', shows: ['Edit Essay', 'Admin secret key', 'Continue'] },
  { path: '/admin/subscribers', title: 'Admin: Subscribers', shows: ['Access Subscribers', 'Admin secret key'] },
  { path: '/admin/legacy', title: 'Admin: Legacy Moderation', shows: ['Legacy Wall Moderation', 'Access Legacy Moderation', 'Admin secret key'] },
  { path: '/admin/messages', title: 'Admin: Contact Messages', shows: ['Contact Messages', 'Access Contact Messages', 'Admin secret key'] },
  { path: '/admin/backup', title: 'Admin: Backup', shows: ['Backup', 'The whole site in one file', 'Admin secret key'] },
  { path: '/admin/import', title: 'Admin: Import', shows: ['Import', 'Move in from Ghost, WordPress, Substack', 'Admin secret key'] },
  { path: '/admin/analytics', title: 'Admin: Analytics', shows: ['Analytics', 'Counted on the server, with no cookie and no script for readers. Days are UTC.', 'Admin secret key'] },
];

describe('SSR admin pages', () => {
  let server: TestServer;
  let adminOnly: string[];
  before(async () => {
    server = await startTestServer();
    await server.db.getRepository(NewsletterSubscriber).insert({ email: 'private-reader@example.com', subscribedAt: new Date(), isActive: true });
    await server.db.getRepository(BlogPost).insert({ slug: 'secret-draft', title: 'A Secret Draft Title', excerpt: 'draft', content: '<p>Draft body words</p>', category: 'ai-and-society', featuredImage: null, readTime: 1, publishedAt: null, tags: [], isFeatured: false });
    const post = await server.db.getRepository(BlogPost).findOneByOrFail({ id: 1 });
    const essay = await server.db.getRepository(Essay).findOneByOrFail({ id: 1 });
    adminOnly = ['private-reader@example.com', 'A Secret Draft Title', post.content.slice(0, 80), essay.bodyHtml.slice(0, 80), TEST_ADMIN_SECRET];
  });
  after(() => server?.close());

  for (const page of pages) {
    it(`${page.path} renders its gate with status 200, an admin title and no admin data`, async () => {
      const response = await fetch(`${server.url}${page.path}`);
      expect(response.status).to.equal(200);
      const raw = await response.text();
      const html = decodeEntities(raw);
      expect(html).to.include(`<title>${page.title} | ${site.name}</title>`);
      expect(html).to.include(`<meta name="description" content="${page.title.replace('Admin: ', '')}: site administration (admin key required).">`);
      for (const text of page.shows) expect(html, text).to.include(text);
      for (const link of ['/admin/seed', '/admin/blog', '/admin/ai-islam', '/admin/subscribers', '/admin/legacy', '/admin/messages']) {
        expect(html, link).to.include(`href="${link}"`);
      }
      expect((html.match(/<h1[\s>]/g) ?? []).length, 'one h1').to.equal(1);
      for (const secret of adminOnly) expect(html, secret).not.to.include(secret);
      const state = dehydratedStateOf(raw);
      expect(state.queries.filter((q) => String(q.queryKey[0]).startsWith('/api/admin'))).to.deep.equal([]);
      expect(JSON.stringify(state)).not.to.match(/private-reader|Secret Draft/);
    });
  }

  it('keeps the markdown toolchain out of every page chunk list, loading it only on upload', async () => {
    const { readFileSync } = await import('node:fs');
    const manifest = JSON.parse(readFileSync('static/assets/manifest.json', 'utf8'));
    for (const [page, files] of Object.entries(manifest.pages as Record<string, string[]>)) {
      for (const file of files) expect(readFileSync(`static${file}`, 'utf8'), `${page} ${file}`).not.to.match(/micromark|remark-parse|hast-util-sanitize/);
    }
    const adminPages = new Set(adminRoutes.map((route) => route.page));
    const adminFiles = Object.entries(manifest.pages as Record<string, string[]>).filter(([page]) => adminPages.has(page)).flatMap(([, files]) => files);
    expect(adminFiles.some((file) => readFileSync(`static${file}`, 'utf8').includes('x-admin-secret'))).to.equal(true);
  });
});
