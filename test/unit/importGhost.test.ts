import { expect } from 'chai';
import { readGhostExport, unshownContentWarnings } from '../../src/services/import/ghost';
import type { SourceFile } from '../../src/services/import/sourceTypes';
import { refusal, sourceFile } from '../helpers/sourceFiles';

function loneFile(text: string): SourceFile {
  return {
    names: [],
    sizeOf: () => Buffer.byteLength(text),
    readText: async (name) => {
      if (name !== '') throw new Error(`no entry ${name}`);
      return text;
    },
  };
}

const base = {
  uuid: 'c0ffee00-0000-4000-8000-000000000000',
  custom_excerpt: null,
  feature_image: null,
  featured: false,
  type: 'post',
  visibility: 'public',
  plaintext: null,
  created_at: '2024-01-01T09:00:00.000Z',
  updated_at: '2024-01-02T09:00:00.000Z',
};

/** A row of Ghost's posts table (posts and pages). */
type GhostPost = { id: string; title: string; [field: string]: unknown };

function post(fields: GhostPost): GhostPost {
  return { ...base, ...fields };
}

function ghostExport(data: Record<string, unknown>, wrapped = true): string {
  const content = { meta: { exported_on: 1706000000000, version: '5.75.0' }, data: { tags: [], posts_tags: [], users: [], posts_authors: [], ...data } };
  return JSON.stringify(wrapped ? { db: [content] } : content);
}

const published = post({
  id: '65a000000000000000000001',
  title: 'Thinking Machines',
  slug: 'thinking-machines',
  html: '<p>See <a href="__GHOST_URL__/older-post/">an older post</a>.</p><figure class="kg-card kg-image-card"><img src="__GHOST_URL__/content/images/2024/01/brain.png" srcset="__GHOST_URL__/content/images/size/w600/2024/01/brain.png 600w" alt="A brain"></figure><p><img src="https://images.unsplash.com/photo-1?w=2000" alt=""></p><p><img src="__GHOST_URL__/content/images/2024/01/gone.jpg"></p>',
  custom_excerpt: 'On minds and machines.',
  feature_image: '__GHOST_URL__/content/images/2024/01/cover.jpg',
  featured: 1,
  status: 'published',
  published_at: '2024-01-15T08:30:00.000Z',
});
const draft = post({ id: '65a000000000000000000002', title: 'Half a thought', slug: 'half-a-thought', html: '<p>Not yet.</p>', status: 'draft', published_at: null });
const scheduled = post({ id: '65a000000000000000000003', title: 'Coming soon', slug: 'coming-soon', html: '<p>Soon.</p>', status: 'scheduled', published_at: '2030-03-01T12:00:00.000Z' });
const page = post({ id: '65a000000000000000000004', title: 'About', slug: 'about', html: '<p>Me.</p>', type: 'page', status: 'published', published_at: '2023-12-01T00:00:00.000Z', featured: true });

const tags = [
  { id: 't1', name: 'AI', slug: 'ai', visibility: 'public' },
  { id: 't2', name: '#newsletter', slug: 'hash-newsletter', visibility: 'internal' },
  { id: 't3', name: 'Philosophy', slug: 'philosophy', visibility: 'public' },
];
const postsTags = [
  { id: 'pt1', post_id: published.id, tag_id: 't3', sort_order: 1 },
  { id: 'pt2', post_id: published.id, tag_id: 't2', sort_order: 2 },
  { id: 'pt3', post_id: published.id, tag_id: 't1', sort_order: 0 },
  { id: 'pt4', post_id: draft.id, tag_id: 't1', sort_order: 0 },
];

const fullExport = ghostExport({ posts: [published, draft, scheduled, page], tags, posts_tags: postsTags });

describe('import/ghost', () => {
  it('reads a published post: tags in order without internal ones, excerpt, featured, __GHOST_URL__ gone, old path', async () => {
    const { items, subscribers } = await readGhostExport(sourceFile({ 'ghost.json': fullExport }), 'ghost.json');
    expect(subscribers).to.deep.equal([]);
    const item = items[0];
    expect(item).to.include({ sourceId: published.id, title: 'Thinking Machines', slug: 'thinking-machines', excerpt: 'On minds and machines.', featured: true, status: 'published' });
    expect(item.publishedAt).to.deep.equal(new Date('2024-01-15T08:30:00.000Z'));
    expect(item.tags).to.deep.equal(['AI', 'Philosophy']);
    expect(item.oldPaths).to.deep.equal(['/thinking-machines/']);
    const html = (item.body as { html: string }).html;
    expect(html).not.to.contain('__GHOST_URL__');
    expect(html).to.contain('<a href="/older-post/">').and.to.contain('src="/content/images/2024/01/brain.png"');
  });

  it('reads drafts without a date, scheduled posts with theirs, and pages', async () => {
    const { items } = await readGhostExport(sourceFile({ 'ghost.json': fullExport }), 'ghost.json');
    expect(items.map((item) => [item.slug, item.status, item.publishedAt?.toISOString(), item.featured])).to.deep.equal([
      ['thinking-machines', 'published', '2024-01-15T08:30:00.000Z', true],
      ['half-a-thought', 'draft', undefined, false],
      ['coming-soon', 'scheduled', '2030-03-01T12:00:00.000Z', false],
      ['about', 'published', '2023-12-01T00:00:00.000Z', true],
    ]);
    expect(items[1]).not.to.have.property('publishedAt');
    expect(items[1].tags).to.deep.equal(['AI']);
    expect(items[3].oldPaths).to.deep.equal(['/about/']);
  });

  it('maps the images the zip holds (under a top folder) and warns about the missing ones', async () => {
    const file = sourceFile({
      'my-site/ghost.json': fullExport,
      'my-site/content/images/2024/01/brain.png': '',
      'my-site/content/images/2024/01/cover.jpg': '',
      'my-site/content/images/2024/01/unused.jpg': '',
    });
    const { items, warnings } = await readGhostExport(file, 'my-site/ghost.json');
    expect(items[0].files).to.deep.equal({
      '/content/images/2024/01/brain.png': 'my-site/content/images/2024/01/brain.png',
      '/content/images/2024/01/cover.jpg': 'my-site/content/images/2024/01/cover.jpg',
    });
    expect(items[0].featureImage).to.equal('/content/images/2024/01/cover.jpg');
    expect(warnings).to.deep.equal([{ item: 'Thinking Machines', message: '1 image is still on the old site (/content/images/2024/): not copied here' }, { item: 'the old site', message: '1 image is still on the old site (/content/images/2024/): copy its uploads folder (content/images) into a zip beside the export and import the zip, and they are stored here' }]);
    expect(items[1].files).to.deep.equal({});
  });

  it('finds a resized or URL-encoded reference by its original file', async () => {
    const html = '<img src="/content/images/size/w1000/format/webp/2024/02/wide.png"><img src=\'/content/images/2024/02/my%20photo.jpg\'>';
    const file = sourceFile({ 'g.json': ghostExport({ posts: [post({ ...draft, html })] }), 'content/images/2024/02/wide.png': '', 'content/images/2024/02/my photo.jpg': '' });
    const { items, warnings } = await readGhostExport(file, 'g.json');
    expect(items[0].files).to.deep.equal({
      '/content/images/size/w1000/format/webp/2024/02/wide.png': 'content/images/2024/02/wide.png',
      '/content/images/2024/02/my%20photo.jpg': 'content/images/2024/02/my photo.jpg',
    });
    expect(warnings).to.deep.equal([]);
  });

  it('reads a lone JSON file (the older export without db too), warning about every content image', async () => {
    const { items, warnings } = await readGhostExport(loneFile(ghostExport({ posts: [published] }, false)), '');
    expect(items).to.have.length(1);
    expect(items[0].files).to.deep.equal({});
    expect(items[0]).not.to.have.property('featureImage');
    expect(warnings.map((w) => w.message)).to.deep.equal([
      '2 images are still on the old site (/content/images/2024/): not copied here',
      '2 images are still on the old site (/content/images/2024/): copy its uploads folder (content/images) into a zip beside the export and import the zip, and they are stored here',
    ]);
  });

  it('leaves an absolute feature image alone', async () => {
    const { items } = await readGhostExport(loneFile(ghostExport({ posts: [post({ ...draft, feature_image: 'https://cdn.example.com/cover.jpg' })] })), '');
    expect(items[0].featureImage).to.equal('https://cdn.example.com/cover.jpg');
    expect(items[0].files).to.deep.equal({});
  });

  it('uses the plain text when there is no HTML, and skips a post with neither', async () => {
    const posts = [post({ ...draft, html: null, plaintext: 'First <line>\nstill first\n\nSecond' }), post({ ...scheduled, html: null, plaintext: null })];
    const { items, warnings } = await readGhostExport(loneFile(ghostExport({ posts })), '');
    expect(items.map((item) => item.body)).to.deep.equal([{ html: '<p>First &lt;line&gt;<br>still first</p>\n<p>Second</p>' }]);
    expect(warnings).to.deep.equal([{ item: 'Coming soon', message: 'skipped: the export has neither HTML, Lexical nor plain text for it' }]);
  });

  it('treats an email-only post as published, with a warning', async () => {
    const { items, warnings } = await readGhostExport(loneFile(ghostExport({ posts: [post({ ...scheduled, status: 'sent' })] })), '');
    expect(items[0].status).to.equal('published');
    expect(warnings).to.deep.equal([{ item: 'Coming soon', message: 'Ghost\'s status "sent" (it was sent by email only) is imported as published' }]);
  });

  it('warns about embeds the site will not show, not about HTML cards', async () => {
    const html =
      '<!--kg-card-begin: html--><div class="note">Plain HTML card</div><!--kg-card-end: html--><figure class="kg-card kg-embed-card"><iframe width="200" height="113" src="https://www.youtube.com/embed/x"></iframe></figure>';
    const { warnings } = await readGhostExport(loneFile(ghostExport({ posts: [post({ ...draft, html })] })), '');
    expect(warnings).to.deep.equal([{ item: 'Half a thought', message: 'the YouTube embed https://www.youtube.com/embed/x is shown as a link card: the site loads nothing from other sites into its pages' }]);
    expect(unshownContentWarnings('<!--kg-card-begin: html--><p>Fine</p><!--kg-card-end: html-->')).to.deep.equal([]);
    expect(unshownContentWarnings('<figure class="kg-card kg-embed-card"><blockquote class="twitter-tweet"></blockquote><script src="x.js"></script></figure>')).to.have.length(2);
  });

  it('reads a post with a malformed date as a draft, naming it', async () => {
    const { items, warnings } = await readGhostExport(loneFile(ghostExport({ posts: [post({ ...published, published_at: 'yesterday' })] })), '');
    expect(items[0].status).to.equal('draft');
    expect(items[0].publishedAt).to.equal(undefined);
    expect(warnings).to.deep.include({ item: 'Thinking Machines', message: 'its published_at "yesterday" is not a date: imported as a draft' });
  });

  it('imports a scheduled post without a date as a draft, and says so', async () => {
    const content = await readGhostExport(loneFile(ghostExport({ posts: [post({ ...scheduled, published_at: null })] })), '');
    expect(content.items[0]).to.include({ status: 'draft' });
    expect(content.warnings).to.deep.include({ item: 'Coming soon', message: 'it has no published_at: imported as a draft' });
  });

  it('refuses a post of the wrong shape', async () => {
    const error = await refusal(readGhostExport(loneFile(ghostExport({ posts: [post({ ...draft, slug: 42 })] })), ''));
    expect(error.message).to.contain(draft.id).and.to.contain('slug');
  });

  it('refuses what is not a Ghost export', async () => {
    expect((await refusal(readGhostExport(loneFile('{"posts": []}'), ''))).message).to.match(/^not a Ghost export: /);
    expect((await refusal(readGhostExport(loneFile('[1, 2]'), ''))).message).to.match(/^not a Ghost export: /);
    expect((await refusal(readGhostExport(loneFile('{"data": {"posts": []}}'), ''))).message).to.match(/^not a Ghost export: /);
    expect((await refusal(readGhostExport(loneFile('email,name\na@example.com,A'), ''))).message).to.match(/^not a Ghost export: .*not JSON/);
    expect((await refusal(readGhostExport(loneFile(JSON.stringify({ db: [{ meta: {}, data: { posts: 'none' } }] })), ''))).message).to.match(/^not a Ghost export: /);
  });

  it('refuses more than 20,000 posts', async () => {
    const posts = Array.from({ length: 20_001 }, (_, index) => ({ id: String(index) }));
    expect((await refusal(readGhostExport(loneFile(ghostExport({ posts })), ''))).message).to.contain('too many posts');
  });
});
