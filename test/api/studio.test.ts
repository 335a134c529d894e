// The writing studio's API (#13) for posts and essays: drafts, scheduling, unpublishing,
// markdown rendered on save, delete (410), slug history (301), revisions, autosave and private
// preview links, with the hostile cases of each.
import { expect } from 'chai';
import { ContentRevision } from '../../entities';
import { AUTOSAVE_WINDOW_MS } from '../../src/services/admin/revisions';
import { adminCall, adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

const post = (fields: Record<string, unknown> = {}) => ({ title: 'Studio Post', content: '<p>First words.</p>', category: 'ai-and-society', ...fields });
const essay = (fields: Record<string, unknown> = {}) => ({ title: 'Studio Essay', bodyHtml: '<p>First words.</p>', ...fields });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('writing studio API', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  const publicStatus = async (path: string) => (await fetch(`${server.url}${path}`, { redirect: 'manual' })).status;
  const create = async (body: Record<string, unknown>, type = 'blog') => {
    const created = await adminJson(server, `/api/admin/${type}`, { method: 'POST', body });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    return created.body.item;
  };
  const update = (id: number, body: Record<string, unknown>, type = 'blog') => adminJson(server, `/api/admin/${type}/${id}`, { method: 'PUT', body });

  describe('status: drafts, scheduled and published items', () => {
    it('keeps a draft (publishedAt null) and a scheduled item off every public address, and publishes on request', async () => {
      const draft = await create(post({ title: 'Quiet Draft', slug: 'quiet-draft', publishedAt: null }));
      expect(draft).to.include({ status: 'draft', publishedAt: null });
      const scheduled = await create(post({ title: 'Later Post', slug: 'later-post', publishedAt: inAnHour() }));
      expect(scheduled.status).to.equal('scheduled');
      for (const slug of ['quiet-draft', 'later-post']) {
        expect(await publicStatus(`/api/blog/post/${slug}`)).to.equal(404);
        expect(await publicStatus(`/blog/${slug}`)).to.equal(404);
      }
      const list = await (await fetch(`${server.url}/api/blog`)).text();
      expect(list).not.to.include('Quiet Draft').and.not.to.include('Later Post');
      const published = await update(draft.id, post({ title: 'Quiet Draft', slug: 'quiet-draft', publishedAt: new Date().toISOString() }));
      expect(published.body.item.status).to.equal('published');
      expect(await publicStatus('/api/blog/post/quiet-draft')).to.equal(200);
      const unpublished = await update(draft.id, post({ title: 'Quiet Draft', slug: 'quiet-draft', publishedAt: null }));
      expect(unpublished.body.item.status).to.equal('draft');
      expect(await publicStatus('/api/blog/post/quiet-draft')).to.equal(404);
      const listed = await adminJson(server, '/api/admin/blog');
      expect(listed.body.find((item: { slug: string }) => item.slug === 'later-post').status).to.equal('scheduled');
    });

    it('refuses bad dates and bad types with a 400, changing nothing', async () => {
      const item = await create(post({ title: 'Dated', slug: 'dated' }));
      for (const publishedAt of ['tomorrow', '2026-02-30T00:00:00Z', 1234, true, { at: 1 }]) {
        const answer = await update(item.id, post({ title: 'Changed', slug: 'dated', publishedAt }));
        expect(answer.status, String(publishedAt)).to.equal(400);
      }
      expect((await adminJson(server, `/api/admin/blog/${item.id}`)).body.title).to.equal('Dated');
    });
  });

  describe('markdown', () => {
    it('renders markdown on save into the stored HTML and keeps the source', async () => {
      const markdown = '| a | b |\n|---|---|\n| 1 | 2 |\n\nA note[^1] and $x^2$.\n\n$$\\frac{1}{2}$$\n\n```ts\nconst x: number = 1;\n```\n\n[^1]: Here.';
      const item = await create(post({ title: 'Rich', slug: 'rich', content: '', markdown }));
      expect(item.markdown).to.equal(markdown);
      expect(item.content).to.include('<table>').and.include('data-footnote-ref').and.include('<math>').and.include('<mfrac>').and.include('class="code-block"');
      expect(item.content).not.to.match(/\sstyle=/);
      const page = await (await fetch(`${server.url}/blog/rich`)).text();
      expect(page).to.include('<mfrac>').and.include('hl-l-');
    });

    it('refuses markdown over the limit (400) and pathological markdown (422), writing nothing', async () => {
      const before = (await adminJson(server, '/api/admin/blog')).body.length;
      const tooLong = await adminJson(server, '/api/admin/blog', { method: 'POST', body: post({ title: 'Huge', slug: 'huge', content: '', markdown: 'a'.repeat(200_001) }) });
      expect(tooLong.status).to.equal(400);
      const deep = await adminJson(server, '/api/admin/blog', { method: 'POST', body: post({ title: 'Deep', slug: 'deep', content: '', markdown: `${'>'.repeat(10_000)} x` }) });
      expect(deep.status).to.equal(422);
      expect(deep.body.error).to.match(/markdown/);
      expect((await adminJson(server, '/api/admin/blog')).body.length).to.equal(before);
    });

    it('needs a body: neither markdown nor HTML is a 400', async () => {
      const answer = await adminJson(server, '/api/admin/blog', { method: 'POST', body: post({ title: 'Empty', slug: 'empty', content: '', markdown: '  ' }) });
      expect(answer.status).to.equal(400);
    });
  });

  describe('delete and slug history', () => {
    it('sends old slugs straight to the current one (301), lets a new item take an old slug, and answers 410 after a delete', async () => {
      const item = await create(post({ title: 'Moving', slug: 'slug-a' }));
      await update(item.id, post({ title: 'Moving', slug: 'slug-b' }));
      await update(item.id, post({ title: 'Moving', slug: 'slug-c' }));
      for (const old of ['slug-a', 'slug-b']) {
        const api = await fetch(`${server.url}/api/blog/post/${old}`, { redirect: 'manual' });
        expect(api.status).to.equal(301);
        expect(api.headers.get('location')).to.equal('/api/blog/post/slug-c');
        const page = await fetch(`${server.url}/blog/${old}?ref=x`, { redirect: 'manual' });
        expect(page.status).to.equal(301);
        expect(page.headers.get('location')).to.equal('/blog/slug-c?ref=x');
      }
      const newcomer = await create(post({ title: 'Newcomer', slug: 'slug-a' }));
      expect(await publicStatus('/api/blog/post/slug-a')).to.equal(200);

      const removed = await adminJson(server, `/api/admin/blog/${item.id}`, { method: 'DELETE' });
      expect(removed).to.deep.include({ status: 200 });
      expect(removed.body).to.deep.equal({ success: true, message: 'Blog post deleted' });
      for (const slug of ['slug-b', 'slug-c']) {
        expect(await publicStatus(`/api/blog/post/${slug}`)).to.equal(410);
        const page = await fetch(`${server.url}/blog/${slug}`);
        expect(page.status).to.equal(410);
        expect(await page.text(), 'the spec\'s missing screen, not a load error').to.match(/<h1[^>]*>Post Not Found<\/h1>/);
      }
      expect((await adminCall(server, `/api/admin/blog/${item.id}`, { method: 'DELETE' })).status).to.equal(404);
      expect(await publicStatus('/api/blog/post/slug-a')).to.equal(200);
      await adminCall(server, `/api/admin/blog/${newcomer.id}`, { method: 'DELETE' });
    });

    it('does the same for essays, under their own addresses', async () => {
      const item = await create(essay({ title: 'Essay Moving', slug: 'essay-a' }), 'ai-islam');
      await update(item.id, essay({ title: 'Essay Moving', slug: 'essay-b' }), 'ai-islam');
      const moved = await fetch(`${server.url}/ai-islam/essay-a`, { redirect: 'manual' });
      expect(moved.status).to.equal(301);
      expect(moved.headers.get('location')).to.equal('/ai-islam/essay-b');
      await adminCall(server, `/api/admin/ai-islam/${item.id}`, { method: 'DELETE' });
      const gone = await fetch(`${server.url}/ai-islam/essay-b`);
      expect(gone.status).to.equal(410);
      expect(await gone.text()).to.match(/<h1[^>]*>Essay Not Found<\/h1>/);
    });
  });

  describe('revisions', () => {
    it('keeps a revision per save naming what changed, and restoring the first brings its text back as a new revision', async () => {
      const item = await create(post({ title: 'Version One', slug: 'versions', content: '<p>One.</p>' }));
      await update(item.id, post({ title: 'Version Two', slug: 'versions', content: '<p>Two.</p>' }));
      const revisions = (await adminJson(server, `/api/admin/blog/${item.id}/revisions`)).body;
      expect(revisions.map((r: { title: string }) => r.title)).to.deep.equal(['Version Two', 'Version One']);
      expect(revisions[0].changed).to.include.members(['title', 'body', 'excerpt']);
      expect(revisions[1].changed, 'the first revision is the item as created').to.equal(null);
      const first = revisions[1];
      const one = (await adminJson(server, `/api/admin/blog/${item.id}/revisions/${first.id}`)).body;
      expect(one).to.include({ title: 'Version One', body: '<p>One.</p>', kind: 'save' });
      const restored = await adminJson(server, `/api/admin/blog/${item.id}/revisions/${first.id}/restore`, { method: 'POST', body: {} });
      expect(restored.body).to.include({ title: 'Version One', content: '<p>One.</p>' });
      const after = (await adminJson(server, `/api/admin/blog/${item.id}/revisions`)).body;
      expect(after.map((r: { kind: string }) => r.kind)).to.deep.equal(['restore', 'save', 'save']);
      expect((await adminCall(server, `/api/admin/blog/${item.id}/revisions/999999/restore`, { method: 'POST', body: {} })).status).to.equal(404);
      const other = await create(post({ title: 'Other', slug: 'other-item' }));
      expect((await adminCall(server, `/api/admin/blog/${other.id}/revisions/${first.id}`)).status, "another item's revision").to.equal(404);
      expect((await adminCall(server, `/api/admin/blog/${item.id}/revisions/abc`)).status).to.equal(400);
    });

    it('keeps the last 25 saves, and autosaves never push them out', async () => {
      const item = await create(post({ title: 'Busy 0', slug: 'busy', publishedAt: null }));
      for (let i = 1; i <= 27; i++) await update(item.id, post({ title: `Busy ${i}`, slug: 'busy', publishedAt: null }));
      await update(item.id, post({ title: 'Busy autosaved', slug: 'busy', autosave: true }));
      const revisions = (await adminJson(server, `/api/admin/blog/${item.id}/revisions`)).body;
      const saves = revisions.filter((r: { kind: string }) => r.kind === 'save');
      expect(saves).to.have.length(25);
      expect(saves[0].title).to.equal('Busy 27');
      expect(revisions.filter((r: { kind: string }) => r.kind === 'autosave')).to.have.length(1);
    });

    it('keeps one autosave revision per ten minutes, and refuses to autosave a published item (409)', async () => {
      const item = await create(post({ title: 'Draft 1', slug: 'autosaved', publishedAt: null }));
      await update(item.id, post({ title: 'Draft 2', slug: 'autosaved', autosave: true }));
      await update(item.id, post({ title: 'Draft 3', slug: 'autosaved', autosave: true }));
      const kinds = async () => (await adminJson(server, `/api/admin/blog/${item.id}/revisions`)).body.map((r: { kind: string; title: string }) => `${r.kind}:${r.title}`);
      expect(await kinds()).to.deep.equal(['autosave:Draft 3', 'save:Draft 1']);
      // Ten minutes later (the revision's time moved back), the next autosave is a new one.
      await server.db.getRepository(ContentRevision).update({ itemId: item.id, kind: 'autosave' }, { createdAt: new Date(Date.now() - AUTOSAVE_WINDOW_MS - 1000) });
      await update(item.id, post({ title: 'Draft 4', slug: 'autosaved', autosave: true }));
      expect(await kinds()).to.deep.equal(['autosave:Draft 4', 'autosave:Draft 3', 'save:Draft 1']);
      expect((await adminJson(server, `/api/admin/blog/${item.id}`)).body.title).to.equal('Draft 4');

      const live = await create(post({ title: 'Live', slug: 'live-one' }));
      const refused = await update(live.id, post({ title: 'Live edit', slug: 'live-one', autosave: true }));
      expect(refused.status).to.equal(409);
      expect(refused.body.error).to.equal('Only a draft is saved automatically');
      expect((await adminJson(server, `/api/admin/blog/${live.id}`)).body.title).to.equal('Live');
    });
  });

  describe('private preview links', () => {
    it('shows an unpublished item at its link without the key (noindex, no-store), never for a wrong or revoked token', async () => {
      const item = await create(post({ title: 'Secret Draft', slug: 'secret-draft', content: '<p>Hidden words.</p>', publishedAt: null }));
      expect(item.previewUrl).to.match(new RegExp(`^${server.config.siteUrl}/blog/preview/${item.id}\\.[\\w-]{43}$`));
      const token = item.previewUrl.split('/').at(-1);
      const api = await fetch(`${server.url}/api/blog/preview/${token}`);
      expect(api.status).to.equal(200);
      expect(api.headers.get('cache-control')).to.equal('no-store');
      expect(await api.json()).to.include({ title: 'Secret Draft', slug: 'secret-draft' });
      const page = await fetch(`${server.url}/blog/preview/${token}`);
      expect(page.status).to.equal(200);
      expect(page.headers.get('cache-control')).to.equal('no-store');
      const html = await page.text();
      expect(html).to.include('Hidden words.').and.include('<meta name="robots" content="noindex">');
      expect(html).not.to.include('<link rel="canonical"');

      const forged = [`${item.id}.${'A'.repeat(43)}`, `${item.id + 1}.${token.split('.')[1]}`, `${token}x`, token.slice(0, -1), 'nonsense', `0.${token.split('.')[1]}`];
      for (const wrong of forged) {
        expect(await publicStatus(`/api/blog/preview/${encodeURIComponent(wrong)}`), wrong).to.equal(404);
        expect(await publicStatus(`/blog/preview/${encodeURIComponent(wrong)}`), wrong).to.equal(404);
      }
      const renewed = await adminJson(server, `/api/admin/blog/${item.id}/preview-link`, { method: 'POST', body: {} });
      expect(renewed.body.previewUrl).not.to.equal(item.previewUrl);
      expect(await publicStatus(`/api/blog/preview/${token}`), 'revoked').to.equal(404);
      const newToken = renewed.body.previewUrl.split('/').at(-1);
      expect(await publicStatus(`/api/blog/preview/${newToken}`)).to.equal(200);

      await update(item.id, post({ title: 'Secret Draft', slug: 'secret-draft', content: '<p>Hidden words.</p>', publishedAt: new Date().toISOString() }));
      const published = await fetch(`${server.url}/blog/preview/${newToken}`, { redirect: 'manual' });
      expect(published.status).to.equal(302);
      expect(published.headers.get('location')).to.equal('/blog/secret-draft');
      expect((await adminJson(server, `/api/admin/blog/${item.id}`)).body.previewUrl).to.equal(null);
    });

    it('keeps preview pages out of the page cache, the sitemap and the feeds', async () => {
      const item = await create(post({ title: 'Unlisted Draft', slug: 'unlisted-draft', publishedAt: null }));
      for (const path of ['/sitemap.xml', '/rss.xml']) expect(await (await fetch(`${server.url}${path}`)).text()).not.to.include('unlisted-draft');
      const token = item.previewUrl.split('/').at(-1);
      await update(item.id, post({ title: 'Unlisted Draft Edited', slug: 'unlisted-draft', publishedAt: null }));
      expect(await (await fetch(`${server.url}/blog/preview/${token}`)).text()).to.include('Unlisted Draft Edited');
    });
  });
});
