// The blog's categories as data (#38): the spec's five by default, in order; the owner adds,
// renames (the posts stay) and deletes them (409 while in use unless the posts are moved), and
// /blog's chips, the post's badge and the post form's validation follow.
import { expect } from 'chai';
import { blogCategories } from '../../views/api/blogCategories';
import { adminCall, adminJson } from '../helpers/adminClient';
import { visibleTextOf } from '../helpers/pageText';
import { startTestServer, type TestServer } from '../helpers/testServer';

const post = (fields: Record<string, unknown> = {}) => ({ title: 'Category Post', content: '<p>Words.</p>', category: 'ai-and-society', ...fields });

describe('categories API', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
  const blogText = async () => visibleTextOf(await (await get('/blog')).text());

  it("starts with the spec's five, in the spec's order", async () => {
    const expected = blogCategories.map(({ value, label }) => ({ value, label }));
    expect((await adminJson(server, '/api/admin/categories')).body).to.deep.equal(expected);
    expect(await (await get('/api/categories')).json()).to.deep.equal(expected);
    expect(await blogText()).to.include('All Posts AI & Society The Brain & Learning Philosophy & Consciousness');
  });

  it('adds a category (201 { value, label }) that /blog shows and a post may use', async () => {
    const created = await adminJson(server, '/api/admin/categories', { method: 'POST', body: { label: '  Work With Me ' } });
    expect(created.status).to.equal(201);
    expect(created.body).to.deep.equal({ value: 'work-with-me', label: 'Work With Me' });
    expect(await blogText()).to.include('Legacy Reflections Work With Me');
    const saved = await adminJson(server, '/api/admin/blog', { method: 'POST', body: post({ title: 'Consulting', slug: 'consulting', category: 'work-with-me' }) });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(201);
    const page = await get('/blog/consulting');
    expect(visibleTextOf(await page.text())).to.include('Work With Me');
    expect((await adminJson(server, '/api/admin/categories', { method: 'POST', body: { label: 'work with me' } })).status).to.equal(409);
    for (const body of [{}, { label: '' }, { label: '!!!' }, { label: 'a\u0007b' }, { label: 'x'.repeat(101) }, { label: 7 }]) {
      expect((await adminJson(server, '/api/admin/categories', { method: 'POST', body })).status, JSON.stringify(body)).to.equal(400);
    }
    const unknown = await adminJson(server, '/api/admin/blog', { method: 'POST', body: post({ title: 'Nowhere', slug: 'nowhere', category: 'no-such-category' }) });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.error).to.include('category must be one of');
    expect((await get('/api/blog/post/nowhere')).status).to.equal(404);
  });

  it('renames a category and keeps its posts', async () => {
    const renamed = await adminJson(server, '/api/admin/categories/work-with-me', { method: 'PUT', body: { label: 'Hire Me' } });
    expect(renamed.status).to.equal(200);
    expect(renamed.body).to.deep.equal({ value: 'work-with-me', label: 'Hire Me' });
    const item = await (await get('/api/blog/post/consulting')).json();
    expect(item).to.include({ category: 'work-with-me', categoryLabel: 'Hire Me' });
    expect(await blogText()).to.include('Legacy Reflections Hire Me').and.not.to.include('Work With Me');
    expect((await adminJson(server, '/api/admin/categories/no-such', { method: 'PUT', body: { label: 'X' } })).status).to.equal(404);
    expect((await adminJson(server, '/api/admin/categories/work-with-me', { method: 'PUT', body: { label: 'AI & Society' } })).status).to.equal(409);
  });

  it('refuses to delete a category in use (409) unless its posts move, and /blog follows', async () => {
    const refused = await adminJson(server, '/api/admin/categories/work-with-me', { method: 'DELETE' });
    expect(refused.status).to.equal(409);
    expect(refused.body.error).to.match(/^\d+ posts? (is|are) in this category: choose a category to move (it|them) to \(moveTo\) before deleting it$/);
    expect(refused.body.error).not.to.include('(s)').and.not.include('{');
    expect((await adminJson(server, '/api/admin/categories/work-with-me', { method: 'DELETE', body: { moveTo: 'work-with-me' } })).status).to.equal(400);
    expect((await adminJson(server, '/api/admin/categories/work-with-me', { method: 'DELETE', body: { moveTo: 'nope' } })).status).to.equal(400);
    expect((await get('/api/blog/post/consulting')).status).to.equal(200);
    const moved = await adminJson(server, '/api/admin/categories/work-with-me', { method: 'DELETE', body: { moveTo: 'legacy-reflections' } });
    expect(moved.status).to.equal(200);
    expect(moved.body).to.deep.equal({ success: true, moved: 1 });
    expect(await (await get('/api/blog/post/consulting')).json()).to.include({ category: 'legacy-reflections', categoryLabel: 'Legacy Reflections' });
    expect(await blogText()).not.to.include('Hire Me');
    // An unused category goes at once.
    expect((await adminJson(server, '/api/admin/categories/puzzles-and-brain-teasers', { method: 'DELETE' })).status).to.equal(200);
    expect((await (await get('/api/categories')).json()).map((c: { value: string }) => c.value)).to.deep.equal(['ai-and-society', 'brain-and-learning', 'philosophy-and-consciousness', 'legacy-reflections']);
    expect((await adminJson(server, '/api/admin/categories/puzzles-and-brain-teasers', { method: 'DELETE' })).status).to.equal(404);
  });

  it('needs the admin key', async () => {
    expect((await adminCall(server, '/api/admin/categories', { key: null })).status).to.equal(401);
    expect((await adminCall(server, '/api/admin/categories', { method: 'POST', body: { label: 'Sneaky' }, key: 'wrong' })).status).to.equal(401);
    expect((await adminCall(server, '/api/admin/categories/ai-and-society', { method: 'DELETE', key: null })).status).to.equal(401);
    expect((await get('/api/categories')).status).to.equal(200);
  });
});
