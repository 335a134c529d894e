// The categories an import files posts under: the owner's own (renamed, added, the defaults
// removed), a source category the owner mapped on the check page, else the owner's first one
// with a warning; every source category tallied for the check page.
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { Category } from '../../entities';
import { BadRequestError } from '../../src/errors';
import { categoryChooser } from '../../src/services/import/siteCategories';
import { BlogPost, ImportJob } from '../../entities';
import { ghostExport, importFile, postImport } from '../helpers/importFiles';
import { openTestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('import: which of the owner categories a post goes in', function () {
  this.timeout(60_000);
  let db: DataSource;
  before(async () => {
    db = await openTestDatabase();
    await db.getRepository(Category).delete({ value: 'ai-and-society' });
    await db.getRepository(Category).insert({ value: 'field-notes', label: 'Field Notes', sortOrder: -1 });
  });
  after(() => db?.destroy());

  it("matches a source tag to the owner's category by value or label, the defaults the owner removed no longer", async () => {
    const warnings: string[] = [];
    const chooser = await categoryChooser(db);
    expect(chooser.choose(['Field notes'], (message) => warnings.push(message))).to.equal('field-notes');
    expect(chooser.choose(['The Brain & Learning'], (message) => warnings.push(message))).to.equal('brain-and-learning');
    expect(warnings).to.deep.equal([]);
    expect(chooser.choose(['AI & Society', 'Misc'], (message) => warnings.push(message)), "the owner's first category").to.equal('field-notes');
    expect(warnings).to.deep.equal(['no category of this site among its tags (AI & Society, Misc): filed under Field Notes']);
  });

  it("files a source category where the owner chose, and tallies every source category met", async () => {
    const chooser = await categoryChooser(db, JSON.stringify({ Uncategorized: 'legacy-reflections', 'Misc.': 'brain-and-learning' }));
    const silent = () => expect.fail('no warning expected');
    expect(chooser.choose(['uncategorized'], silent)).to.equal('legacy-reflections');
    expect(chooser.choose(['Uncategorized'], silent)).to.equal('legacy-reflections');
    expect(chooser.choose(['Misc.', 'Field Notes'], silent), 'the first of its tags that leads somewhere').to.equal('brain-and-learning');
    expect(chooser.tally()).to.deep.equal([
      { name: 'uncategorized', posts: 2, category: 'legacy-reflections' },
      { name: 'Misc.', posts: 1, category: 'brain-and-learning' },
      { name: 'Field Notes', posts: 1, category: 'field-notes' },
    ]);
  });

  for (const [label, choices] of [
    ['not JSON', '{"a":'],
    ['a list', '["a"]'],
    ['a category the site lacks', '{"Uncategorized":"ai-and-society"}'],
    ['a value that is no text', '{"Uncategorized":3}'],
    ['too many', JSON.stringify(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`c${i}`, 'field-notes'])))],
    ['a name too long', JSON.stringify({ ['x'.repeat(201)]: 'field-notes' })],
  ] as const) {
    it(`refuses choices that are ${label}, naming the field`, async () => {
      const error = await categoryChooser(db, choices).catch((caught: unknown) => caught);
      expect(error).to.be.instanceOf(BadRequestError);
      expect((error as BadRequestError).details).to.deep.include.members([{ field: 'categories', messages: [(error as BadRequestError).message] }]);
    });
  }
});

describe('import: the check page offers the source categories, and the import files posts where the owner chose', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  const published = '2024-03-01T10:00:00.000Z';
  const file = ghostExport([
    { id: 'c1', title: 'Field day', slug: 'field-day', html: '<p>One.</p>', status: 'published', published_at: published, tags: ['Uncategorized'] },
    { id: 'c2', title: 'Second field day', slug: 'second-field-day', html: '<p>Two.</p>', status: 'published', published_at: published, tags: ['Uncategorized'] },
    { id: 'c3', title: 'On minds', slug: 'on-minds', html: '<p>Three.</p>', status: 'published', published_at: published, tags: ['Philosophy & Consciousness'] },
  ]);

  it('lists each source category with its posts and where it would go', async () => {
    const { job } = await importFile(server, file, 'ghost.json', { dryRun: true });
    expect(job.sourceCategories).to.deep.equal([
      { name: 'Uncategorized', posts: 2, category: null },
      { name: 'Philosophy & Consciousness', posts: 1, category: 'philosophy-and-consciousness' },
    ]);
    expect(job.warnings.filter((warning: { message: string }) => warning.message.startsWith('no category of this site'))).to.have.length(2);
  });

  it("files the posts of a source category where the owner chose, with no warning", async () => {
    const { job } = await importFile(server, file, 'ghost.json', { categories: { Uncategorized: 'legacy-reflections' } });
    expect(job.status).to.equal('done');
    expect(job.warnings.filter((warning: { message: string }) => warning.message.startsWith('no category of this site'))).to.deep.equal([]);
    const posts = await server.db.getRepository(BlogPost).find({ select: { slug: true, category: true }, order: { slug: 'ASC' } });
    expect(posts.map(({ slug, category }) => [slug, category])).to.deep.equal([
      ['field-day', 'legacy-reflections'],
      ['on-minds', 'philosophy-and-consciousness'],
      ['second-field-day', 'legacy-reflections'],
    ]);
  });

  it('refuses choices naming no category of the site with 400, and starts no job', async () => {
    const jobsBefore = await server.db.getRepository(ImportJob).count();
    for (const categories of [{ Uncategorized: 'no-such-category' }, '{"Uncategorized":', { Uncategorized: ['legacy-reflections'] }]) {
      const answer = await postImport(server, file, 'ghost.json', { dryRun: true, categories });
      expect(answer.status, JSON.stringify(categories)).to.equal(400);
      expect(answer.body.error).to.match(/categories/);
    }
    expect(await server.db.getRepository(ImportJob).count()).to.equal(jobsBefore);
  });
});
