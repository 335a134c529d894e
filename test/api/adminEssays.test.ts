import { siteContent } from '../helpers/defaultContent';
import { expect } from 'chai';
import { Essay } from '../../entities';
import { slugifyForEdit } from '../../views/lib/text';
import { adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('admin API: essays', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());
  const essays = () => server.db.getRepository(Essay);
  const create = (body: unknown) => adminJson(server, '/api/admin/ai-islam', { method: 'POST', body });
  const update = (id: number, body: unknown) => adminJson(server, `/api/admin/ai-islam/${id}`, { method: 'PUT', body });

  it('lists every essay without bodies, and loads one with its body', async () => {
    const list = await adminJson(server, '/api/admin/ai-islam');
    expect(list.status).to.equal(200);
    expect(list.body).to.have.length(await essays().count());
    expect(list.body[0]).to.have.all.keys('id', 'slug', 'title', 'excerpt', 'authors', 'readingTime', 'publishedAt', 'tags', 'status');
    const one = await adminJson(server, `/api/admin/ai-islam/${list.body[0].id}`);
    expect(one.status).to.equal(200);
    expect(one.body.bodyHtml).to.be.a('string').and.not.equal('');
    expect((await adminJson(server, '/api/admin/ai-islam/999999')).status).to.equal(404);
  });

  it('creates an essay with default authors, a 200-character excerpt and a reading time, published now', async () => {
    const bodyHtml = `<p>${words(900)}</p>`;
    const { status, body } = await create({ title: ' Mercy in the Machine: Rahmah & Design ', bodyHtml, authors: '  ' });
    expect(status).to.equal(201);
    expect(body.success).to.equal(true);
    const saved = await essays().findOneByOrFail({ id: body.item.id });
    expect(saved).to.include({ title: 'Mercy in the Machine: Rahmah & Design', slug: 'mercy-in-the-machine-rahmah-design', authors: siteContent.essayAuthors, readingTime: '5 min read' });
    expect(saved.excerpt).to.equal(`${words(900).slice(0, 200).trim()}...`);
    expect(saved.publishedAt).to.be.instanceOf(Date);
    expect((await fetch(`${server.url}/api/ai-islam/${saved.slug}`)).status, 'the public essay page shows it').to.equal(200);
  });

  it('keeps given authors, tags and reading time (a bare number means minutes), and sanitises the body', async () => {
    const { status, body } = await create({
      title: 'Given', authors: 'A & B', tags: ['Ethics', ' Faith '], readingTime: '7', excerpt: 'Short',
      bodyHtml: '<p onmouseover="x()">Hi</p><script>alert(1)</script><a href="javascript:x">l</a>',
    });
    expect(status).to.equal(201);
    expect(body.item).to.include({ authors: 'A & B', readingTime: '7 min read', excerpt: 'Short', bodyHtml: '<p>Hi</p><a>l</a>' });
    expect(body.item.tags).to.deep.equal(['Ethics', 'Faith']);
  });

  it('answers 409 on a slug clash and 400 naming fields for bad input, writing nothing', async () => {
    const count = await essays().count();
    const clash = await create({ title: 'Given', bodyHtml: '<p>x</p>' });
    expect(clash.status).to.equal(409);
    expect(clash.body.error).to.equal('An essay with the slug "given" already exists. Choose another slug or title.');
    for (const [input, field] of [
      [{ bodyHtml: '<p>x</p>' }, 'title'],
      [{ title: 'x' }, 'bodyHtml'],
      [{ title: 'x', bodyHtml: '<p>x</p>', readingTime: 'soon' }, 'readingTime'],
      [{ title: 'x', bodyHtml: '<p>x</p>', readingTime: '0' }, 'readingTime'],
      [{ title: 'x', bodyHtml: '<p>x</p>', authors: 'x'.repeat(301) }, 'authors'],
      [{ title: 'x', bodyHtml: '<p>x</p>', authors: 'A\nB' }, 'authors'],
      [{ title: 'x', bodyHtml: '<p>x</p>', slug: 'Bad Slug' }, 'slug'],
    ] as [Record<string, unknown>, string][]) {
      const { status, body } = await create(input);
      expect(status, JSON.stringify(input)).to.equal(400);
      expect(body.details.map((d: { field: string }) => d.field)).to.include(field);
    }
    expect(await essays().count()).to.equal(count);
  });

  it('gives a title with no Latin letters a stable slug instead of refusing it', async () => {
    const title = 'العلم والآلة';
    const fromForm = slugifyForEdit(title); // what the essay form previews and sends
    expect(fromForm).to.match(/^article-[0-9a-f]{8}$/);
    const viaForm = await create({ title, slug: fromForm, bodyHtml: '<p>نص</p>' });
    expect(viaForm.status, JSON.stringify(viaForm.body)).to.equal(201);
    expect(viaForm.body.item.slug).to.equal(fromForm);
    expect((await fetch(`${server.url}/api/ai-islam/${fromForm}`)).status, 'the public essay page shows it').to.equal(200);

    const kept = await update(viaForm.body.item.id, { title, bodyHtml: '<p>نص آخر</p>' });
    expect(kept.status, 'saved again with no slug, it keeps the same one').to.equal(200);
    expect(kept.body.item.slug).to.equal(fromForm);

    const other = await create({ title: 'الذكاء والرحمة', slug: '', bodyHtml: '<p>نص</p>' });
    expect(other.status, 'with no slug sent, the server makes one by the same rule').to.equal(201);
    expect(other.body.item.slug).to.equal(slugifyForEdit('الذكاء والرحمة')).and.not.equal(fromForm);
  });

  it('updates an essay and keeps its publishedAt', async () => {
    const essay = await essays().findOneByOrFail({ slug: 'given' });
    const publishedAt = essay.publishedAt!.toISOString();
    const { status } = await update(essay.id, { title: 'Given, Revised', slug: 'given-revised', bodyHtml: '<p>Revised</p>', authors: 'C', tags: [], readingTime: '', excerpt: '' });
    expect(status).to.equal(200);
    const saved = await essays().findOneByOrFail({ id: essay.id });
    expect(saved).to.include({ title: 'Given, Revised', slug: 'given-revised', bodyHtml: '<p>Revised</p>', authors: 'C', readingTime: '1 min read', excerpt: 'Revised' });
    expect(saved.tags).to.deep.equal([]);
    expect(saved.publishedAt!.toISOString()).to.equal(publishedAt);

    const other = await essays().findOneByOrFail({ slug: 'mercy-in-the-machine-rahmah-design' });
    expect((await update(essay.id, { title: 'x', slug: other.slug, bodyHtml: '<p>x</p>' })).status).to.equal(409);
    expect((await update(999999, { title: 'x', bodyHtml: '<p>x</p>' })).status).to.equal(404);
  });
});
