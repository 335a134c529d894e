import { expect } from 'chai';
import { BlogPost } from '../../entities';
import { adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('admin API: blog posts', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());
  const posts = () => server.db.getRepository(BlogPost);
  const create = (body: unknown) => adminJson(server, '/api/admin/blog', { method: 'POST', body });
  const update = (id: number | string, body: unknown) => adminJson(server, `/api/admin/blog/${id}`, { method: 'PUT', body });

  it('lists every post with isFeatured, drafts (publishedAt null) included and first', async () => {
    await posts().insert({ slug: 'a-draft', title: 'A draft', excerpt: 'x', content: '<p>x</p>', category: 'ai-and-society', featuredImage: null, readTime: 1, publishedAt: null, tags: [], isFeatured: false });
    const { status, body } = await adminJson(server, '/api/admin/blog');
    expect(status).to.equal(200);
    expect(body).to.have.length(await posts().count());
    expect(body[0]).to.include({ slug: 'a-draft', publishedAt: null, isFeatured: false });
    expect(body[0]).not.to.have.property('content');
    expect(body.filter((p: { isFeatured: boolean }) => p.isFeatured)).to.have.length(4);
    const dates = body.slice(1).map((p: { publishedAt: string }) => p.publishedAt);
    expect(dates).to.deep.equal([...dates].sort().reverse());
  });

  it('loads one post with its content', async () => {
    const post = await posts().findOneByOrFail({ slug: 'the-quiet-automation-of-judgment' });
    const { status, body } = await adminJson(server, `/api/admin/blog/${post.id}`);
    expect(status).to.equal(200);
    expect(body).to.include({ id: post.id, title: post.title, content: post.content, category: post.category, isFeatured: true, readTime: post.readTime });
    expect(body.publishedAt).to.equal(post.publishedAt!.toISOString());
    expect(body.tags).to.deep.equal(post.tags);
  });

  it('answers 404 for a missing post and 400 for an id that is not a number', async () => {
    expect((await adminJson(server, '/api/admin/blog/999999')).status).to.equal(404);
    const bad = await adminJson(server, '/api/admin/blog/abc');
    expect(bad.status).to.equal(400);
    expect(bad.body.details[0].field).to.equal('id');
  });

  it('creates a post from the required fields, deriving slug, excerpt (150) and read time, published now', async () => {
    const content = `<p>${words(450)}</p>`;
    const started = Date.now();
    const { status, body } = await create({ title: '  Minds, Machines & Meaning: Part 2!  ', content: `  ${content}  `, category: 'brain-and-learning' });
    expect(status).to.equal(201);
    expect(body.success).to.equal(true);
    expect(body.message).to.be.a('string');
    const saved = await posts().findOneByOrFail({ id: body.item.id });
    expect(saved.title).to.equal('Minds, Machines & Meaning: Part 2!');
    expect(saved.slug).to.equal('minds-machines-meaning-part-2');
    expect(saved.content).to.equal(content);
    expect(saved.readTime).to.equal(3);
    expect(saved.excerpt).to.have.length(153).and.match(/\.\.\.$/);
    expect(saved.isFeatured).to.equal(false);
    expect(saved.tags).to.deep.equal([]);
    expect(saved.publishedAt!.getTime()).to.be.within(started - 1000, Date.now() + 1000);

    const publicPost = await fetch(`${server.url}/api/blog/post/${saved.slug}`);
    expect(publicPost.status, 'published at once: the public blog shows it').to.equal(200);
  });

  it('keeps the fields the admin gave: slug, excerpt, tags (list or comma text), featured, read time', async () => {
    const { status, body } = await create({
      title: 'Given Fields', slug: 'given_slug-1', excerpt: ' My excerpt ', content: '<p>Body</p>', category: 'legacy-reflections',
      tags: ' one, two ,, three', isFeatured: true, readTime: '12',
    });
    expect(status).to.equal(201);
    expect(body.item).to.include({ slug: 'given_slug-1', excerpt: 'My excerpt', isFeatured: true, readTime: 12, category: 'legacy-reflections' });
    expect(body.item.tags).to.deep.equal(['one', 'two', 'three']);
  });

  it('creates a draft when publishedAt is null; the public blog does not show it', async () => {
    const { status, body } = await create({ title: 'Not Yet', content: '<p>Soon</p>', category: 'ai-and-society', publishedAt: null });
    expect(status).to.equal(201);
    expect(body.item.publishedAt).to.equal(null);
    expect((await fetch(`${server.url}/api/blog/post/not-yet`)).status).to.equal(404);
  });

  it('sanitises the content on save', async () => {
    const { body } = await create({
      title: 'Sanitised', category: 'ai-and-society',
      content: '<h2 id="part-one">Part one</h2><p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script><img src="/images/x.png" onerror="alert(1)" alt="x"><iframe src="https://evil.example"></iframe>',
    });
    const saved = await posts().findOneByOrFail({ id: body.item.id });
    expect(saved.content).to.equal('<h2 id="part-one">Part one</h2><p>Hi <a>there</a></p><img src="/images/x.png" alt="x">');
  });

  it('refuses HTML nested thousands deep with 400 naming the field, and writes nothing (the parser would overflow)', async () => {
    const before = await posts().count();
    const { status, body } = await create({ title: 'Deep', category: 'ai-and-society', content: `${'<div>'.repeat(20_000)}x` });
    expect(status).to.equal(400);
    expect(JSON.stringify(body)).to.include('content');
    expect(await posts().count()).to.equal(before);
  });

  it('answers 409 with a clear message when the slug is taken, on create and on update', async () => {
    const count = await posts().count();
    const clash = await create({ title: 'The Quiet Automation of Judgment', content: '<p>x</p>', category: 'ai-and-society' });
    expect(clash.status).to.equal(409);
    expect(clash.body.error).to.equal('A blog post with the slug "the-quiet-automation-of-judgment" already exists. Choose another slug or title.');
    expect(await posts().count()).to.equal(count);

    const mine = await posts().findOneByOrFail({ slug: 'given_slug-1' });
    const onUpdate = await update(mine.id, { title: 'Given Fields', slug: 'the-quiet-automation-of-judgment', content: '<p>Body</p>', category: 'ai-and-society' });
    expect(onUpdate.status).to.equal(409);
    expect((await posts().findOneByOrFail({ id: mine.id })).slug).to.equal('given_slug-1');
  });

  it('refuses bad input with 400 naming each field, and writes nothing', async () => {
    const count = await posts().count();
    const valid = { title: 'Valid', content: '<p>x</p>', category: 'ai-and-society' };
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '<p>x</p>', category: 'ai-and-society' }, 'title'],
      [{ ...valid, title: '   ' }, 'title'],
      [{ ...valid, title: 'x'.repeat(301) }, 'title'],
      [{ ...valid, title: 'two\nlines' }, 'title'],
      [{ ...valid, content: undefined }, 'content'],
      [{ ...valid, content: '' }, 'content'],
      [{ ...valid, content: 42 }, 'content'],
      [{ ...valid, category: undefined }, 'category'],
      [{ ...valid, category: 'cooking' }, 'category'],
      [{ ...valid, slug: 'Not A Slug' }, 'slug'],
      [{ ...valid, slug: 'x'.repeat(201) }, 'slug'],
      [{ ...valid, title: '!!!' }, 'slug'],
      [{ ...valid, excerpt: 'x'.repeat(1001) }, 'excerpt'],
      [{ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
      [{ ...valid, tags: ['x'.repeat(51)] }, 'tags'],
      [{ ...valid, tags: [1, 2] }, 'tags'],
      [{ ...valid, tags: ['two\tparts'] }, 'tags'],
      [{ ...valid, title: 'next\u0085line' }, 'title'],
      [{ ...valid, readTime: 0 }, 'readTime'],
      [{ ...valid, readTime: 601 }, 'readTime'],
      [{ ...valid, readTime: 2.5 }, 'readTime'],
      [{ ...valid, readTime: 'soon' }, 'readTime'],
      [{ ...valid, isFeatured: 'yes' }, 'isFeatured'],
      [{ ...valid, publishedAt: 'tomorrow' }, 'publishedAt'],
      [{ ...valid, content: '<script>alert(1)</script>' }, 'content'],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await create(body);
      expect(status, JSON.stringify(body).slice(0, 80)).to.equal(400);
      expect(answer.error, field).to.include(field);
      expect(answer.details.map((d: { field: string }) => d.field), field).to.include(field);
    }
    expect(await posts().count()).to.equal(count);
  });

  it('says a title or a tag must be a single line of text', async () => {
    const valid = { title: 'Valid', content: '<p>x</p>', category: 'ai-and-society' };
    const messagesOf = async (body: Record<string, unknown>) => (await create(body)).body.details.flatMap((d: { messages: string[] }) => d.messages);
    expect(await messagesOf({ ...valid, title: 'two\nlines' })).to.include('title must be a single line of text');
    expect(await messagesOf({ ...valid, tags: ['fine', 'two\tparts'] })).to.include('each tag must be a single line of text');
  });

  it('accepts content up to 500,000 characters and refuses more with 400', async () => {
    const body = (n: number) => ({ title: `Long ${n}`, category: 'ai-and-society', content: `<p>${'a '.repeat((n - 7) / 2)}</p>`.slice(0, n) });
    const ok = await create(body(500_000));
    expect(ok.status).to.equal(201);
    const tooLong = await create(body(500_002));
    expect(tooLong.status).to.equal(400);
    expect(tooLong.body.details[0].field).to.equal('content');
  });

  it('updates a post, keeping publishedAt when the body leaves it out or sends it back', async () => {
    const post = await posts().findOneByOrFail({ slug: 'the-quiet-automation-of-judgment' });
    const publishedAt = post.publishedAt!.toISOString();
    const { status, body } = await update(post.id, {
      title: 'The Quiet Automation of Judgment (revised)', slug: 'the-quiet-automation-of-judgment-revised',
      content: '<p>New <strong>body</strong></p><script>x</script>', category: 'philosophy-and-consciousness',
      tags: ['judgment'], isFeatured: false, readTime: null, excerpt: '',
    });
    expect(status).to.equal(200);
    expect(body.success).to.equal(true);
    const saved = await posts().findOneByOrFail({ id: post.id });
    expect(saved).to.include({
      title: 'The Quiet Automation of Judgment (revised)', slug: 'the-quiet-automation-of-judgment-revised', content: '<p>New <strong>body</strong></p>',
      category: 'philosophy-and-consciousness', isFeatured: false, readTime: 1, excerpt: 'New body', featuredImage: post.featuredImage,
    });
    expect(saved.tags).to.deep.equal(['judgment']);
    expect(saved.publishedAt!.toISOString()).to.equal(publishedAt);

    await update(post.id, { title: 'Again', content: '<p>x</p>', category: 'ai-and-society', publishedAt });
    const again = await posts().findOneByOrFail({ id: post.id });
    expect(again.publishedAt!.toISOString()).to.equal(publishedAt);
    expect(again.slug, 'an empty slug is made from the title by the edit rule').to.equal('again');
    expect(again.tags, 'tags left out are kept').to.deep.equal(['judgment']);
  });

  it('answers 404 when updating a missing post', async () => {
    const { status } = await update(999999, { title: 'x', content: '<p>x</p>', category: 'ai-and-society' });
    expect(status).to.equal(404);
  });
});
