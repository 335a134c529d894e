// One comments table and one moderation queue (#49), as the ActivityPub side calls it
// (receiveComment, countReaction) and as the owner runs it (GET/PATCH/DELETE /api/admin/comments,
// blocks, the trust rule): pending by default, a repeat updates, blocked authors are dropped,
// a trusted author's later reply is approved at once, and only approved ones reach the page.
import { expect } from 'chai';
import { Comment } from '../../entities';
import { withdrawComment } from '../../src/services/comments/moderation';
import { receiveComment } from '../../src/services/comments/receiveComment';
import { countReaction, uncountReaction } from '../../src/services/comments/reactions';
import { adminCall, adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('comments', function () {
  this.timeout(60_000);
  let server: TestServer;
  let postUrl: string;
  let essayUrl: string;
  const reply = (id: string, extra: Partial<Parameters<typeof receiveComment>[2]> = {}) =>
    receiveComment(server.db, server.config.siteUrl, {
      target: postUrl, source: 'activitypub', externalId: `https://social.example/notes/${id}`, authorName: 'Bilal', authorUrl: 'https://social.example/@bilal',
      authorHandle: '@bilal@social.example', contentHtml: `<p>Reply ${id} <iframe src="https://x"></iframe></p>`, publishedAt: new Date('2026-11-20T10:00:00Z'), ...extra,
    });
  const pageOf = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  before(async () => {
    server = await startTestServer({ seed: false });
    expect((await adminJson(server, '/api/admin/blog', { method: 'POST', body: { title: 'Replied To', slug: 'replied-to', content: '<p>Body.</p>', category: 'ai-and-society' } })).status).to.equal(201);
    const essay = await adminJson(server, '/api/admin/ai-islam', { method: 'POST', body: { title: 'An Essay', slug: 'an-essay', excerpt: 'Lead.', authors: 'The Owner', bodyHtml: '<p>Essay body.</p>' } });
    expect(essay.status, JSON.stringify(essay.body)).to.equal(201);
    postUrl = `${server.config.siteUrl}/blog/replied-to`;
    essayUrl = `${server.config.siteUrl}/ai-islam/an-essay`;
  });
  after(() => server?.close());

  it('stores a reply pending and cleaned; the same reply again updates it, never a second row', async () => {
    const first = await reply('1');
    expect(first).to.include({ stored: true, status: 'pending', created: true });
    const again = await reply('1', { contentHtml: '<p>Reply 1, edited</p>' });
    expect(again).to.include({ stored: true, created: false });
    const rows = await server.db.getRepository(Comment).findBy({ externalId: 'https://social.example/notes/1' });
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ status: 'pending', contentHtml: '<p>Reply 1, edited</p>', itemArea: 'blog', authorHandle: '@bilal@social.example' });
    expect(await pageOf('/blog/replied-to')).not.to.include('Reply 1, edited');
  });

  it('refuses what it cannot take: not a post of this site, no text, bad addresses, too long', async () => {
    for (const [extra, message] of [
      [{ target: `${server.config.siteUrl}/about` }, /not a published post or essay/],
      [{ target: 'https://elsewhere.example/blog/replied-to' }, /not a published post or essay/],
      [{ contentHtml: '<img src="https://x/y.png">' }, /no text/],
      [{ authorUrl: 'javascript:alert(1)' }, /authorUrl must be an http\(s\) URL/],
      [{ externalId: `https://social.example/${'x'.repeat(500)}` }, /longer than 500/],
      [{ contentHtml: `<p>${'x'.repeat(50_001)}</p>` }, /longer than 50000/],
    ] as const) {
      let error: Error | undefined;
      await reply('bad', extra as object).catch((caught: Error) => { error = caught; });
      expect(error?.message, JSON.stringify(extra).slice(0, 80)).to.match(message);
    }
    expect(await server.db.getRepository(Comment).countBy({ externalId: 'https://social.example/notes/bad' })).to.equal(0);
  });

  it('lets the owner approve, mark spam and delete; only approved ones show, under posts and essays alike', async () => {
    const onEssay = await reply('2', { target: essayUrl, contentHtml: '<p>On the essay</p>' });
    if (!onEssay.stored) throw new Error('not stored');
    const pending = await adminJson(server, '/api/admin/comments?status=pending');
    expect(pending.status).to.equal(200);
    expect((await adminJson(server, '/api/admin/dashboard')).body.needs.pendingComments).to.equal(pending.body.items.length);
    const listed = pending.body.items.find((item: { id: number }) => item.id === onEssay.id);
    expect(listed).to.include({ itemArea: 'essays', itemPath: '/ai-islam/an-essay', itemTitle: 'An Essay', source: 'activitypub', authorName: 'Bilal' });

    expect((await adminJson(server, `/api/admin/comments/${onEssay.id}`, { method: 'PATCH', body: { status: 'approved' } })).status).to.equal(200);
    expect(await pageOf('/ai-islam/an-essay')).to.include('<p>On the essay</p>');
    expect((await adminJson(server, `/api/admin/comments/${onEssay.id}`, { method: 'PATCH', body: { status: 'spam' } })).status).to.equal(200);
    expect(await pageOf('/ai-islam/an-essay')).not.to.include('On the essay');
    expect((await adminJson(server, '/api/admin/comments?status=spam')).body.items.map((item: { id: number }) => item.id)).to.deep.equal([onEssay.id]);
    expect((await adminJson(server, `/api/admin/comments/${onEssay.id}`, { method: 'DELETE' })).status).to.equal(200);
    expect((await adminJson(server, `/api/admin/comments/${onEssay.id}`, { method: 'DELETE' })).status).to.equal(404);
  });

  it('answers bad moderation requests with 4xx and changes nothing', async () => {
    const stored = await reply('3');
    if (!stored.stored) throw new Error('not stored');
    expect((await adminJson(server, '/api/admin/comments?status=deleted')).status).to.equal(400);
    expect((await adminJson(server, `/api/admin/comments/${stored.id}`, { method: 'PATCH', body: { status: 'shown' } })).status).to.equal(400);
    expect((await adminJson(server, '/api/admin/comments/abc', { method: 'PATCH', body: { status: 'approved' } })).status).to.equal(400);
    expect((await adminJson(server, '/api/admin/comments/999999', { method: 'PATCH', body: { status: 'approved' } })).status).to.equal(404);
    expect((await adminCall(server, '/api/admin/comments', { key: null })).status).to.equal(401);
    expect((await server.db.getRepository(Comment).findOneByOrFail({ id: stored.id })).status).to.equal('pending');
  });

  it('drops replies from blocked domains and accounts', async () => {
    const domain = await adminJson(server, '/api/admin/comments/blocks', { method: 'POST', body: { kind: 'domain', value: 'https://Spam.example/' } });
    expect(domain.status).to.equal(201);
    expect(domain.body).to.include({ kind: 'domain', value: 'spam.example' });
    expect((await adminJson(server, '/api/admin/comments/blocks', { method: 'POST', body: { kind: 'domain', value: 'spam.example' } })).status).to.equal(409);
    expect((await adminJson(server, '/api/admin/comments/blocks', { method: 'POST', body: { kind: 'server', value: 'x.example' } })).status).to.equal(400);
    await adminJson(server, '/api/admin/comments/blocks', { method: 'POST', body: { kind: 'account', value: '@troll@social.example' } });

    expect(await reply('4', { externalId: 'https://eu.spam.example/notes/4', authorUrl: 'https://eu.spam.example/@x', authorHandle: '@x@eu.spam.example' })).to.deep.equal({ stored: false, reason: 'blocked' });
    expect(await reply('5', { authorHandle: '@Troll@social.example', authorUrl: 'https://social.example/@troll' })).to.deep.equal({ stored: false, reason: 'blocked' });
    expect(await reply('6')).to.include({ stored: true });

    const blocks = await adminJson(server, '/api/admin/comments/blocks');
    expect(blocks.body.items.map((block: { value: string }) => block.value)).to.deep.equal(['@troll@social.example', 'spam.example']);
    expect((await adminJson(server, `/api/admin/comments/blocks/${domain.body.id}`, { method: 'DELETE' })).status).to.equal(200);
    expect(await reply('4', { externalId: 'https://eu.spam.example/notes/4', authorUrl: 'https://eu.spam.example/@x' })).to.include({ stored: true });
  });

  it('approves a trusted author\'s later replies at once when the owner says so', async () => {
    const author = { authorUrl: 'https://blog.example/', authorHandle: null, source: 'webmention' as const };
    const first = await reply('7', { ...author, externalId: 'https://blog.example/first' });
    expect(first).to.include({ status: 'pending' });
    if (!first.stored) throw new Error('not stored');
    await adminJson(server, `/api/admin/comments/${first.id}`, { method: 'PATCH', body: { status: 'approved' } });
    expect(await reply('8', { ...author, externalId: 'https://blog.example/second' })).to.include({ status: 'pending' });

    expect((await adminJson(server, '/api/admin/comments/rules', { method: 'PUT', body: { trustApprovedAuthors: 'yes' } })).status).to.equal(400);
    const rules = await adminJson(server, '/api/admin/comments/rules', { method: 'PUT', body: { trustApprovedAuthors: true } });
    expect(rules.body).to.deep.equal({ trustApprovedAuthors: true });
    expect((await adminJson(server, '/api/admin/comments/rules')).body).to.deep.equal({ trustApprovedAuthors: true });
    expect(await reply('9', { ...author, externalId: 'https://blog.example/third', contentHtml: '<p>Trusted third</p>' })).to.include({ status: 'approved' });
    expect(await reply('10', { externalId: 'https://stranger.example/1', authorUrl: 'https://stranger.example/', authorHandle: null })).to.include({ status: 'pending' });
    expect(await pageOf('/blog/replied-to')).to.include('<p>Trusted third</p>');
  });

  it("lets only a reply's own actor edit or withdraw it; anyone else's changes nothing", async () => {
    const bilal = 'https://social.example/users/bilal';
    const mallory = 'https://social.example/users/mallory';
    const noteId = 'https://social.example/notes/11';
    expect(await reply('11', { actorId: bilal })).to.include({ stored: true, created: true });
    let error: Error | undefined;
    await reply('11', { actorId: mallory, authorName: 'Mallory', contentHtml: '<p>Forged words</p>' }).catch((caught: Error) => { error = caught; });
    expect(error?.message).to.match(/Only the author/);
    expect((error as Error & { status?: number }).status).to.equal(400);
    expect(await withdrawComment(server.db, 'activitypub', noteId, mallory)).to.deep.equal({ withdrawn: false });
    const kept = await server.db.getRepository(Comment).findOneByOrFail({ externalId: noteId });
    expect(kept).to.include({ actorId: bilal, authorName: 'Bilal' });
    expect(kept.contentHtml).to.include('Reply 11').and.not.include('Forged');
    expect(await reply('11', { actorId: bilal, contentHtml: '<p>Reply 11, edited by Bilal</p>' })).to.include({ stored: true, created: false });
    expect(await withdrawComment(server.db, 'activitypub', noteId, bilal)).to.deep.equal({ withdrawn: true });
    expect(await server.db.getRepository(Comment).countBy({ externalId: noteId })).to.equal(0);
  });

  it('counts likes and boosts once per actor, and shows the counts', async () => {
    expect(await countReaction(server.db, server.config.siteUrl, postUrl, 'like', 'https://social.example/@a')).to.deep.equal({ counted: true });
    expect(await countReaction(server.db, server.config.siteUrl, postUrl, 'like', 'https://social.example/@a')).to.deep.equal({ counted: false });
    await countReaction(server.db, server.config.siteUrl, postUrl, 'like', 'https://social.example/@b');
    await countReaction(server.db, server.config.siteUrl, postUrl, 'boost', 'https://social.example/@a');
    expect(await pageOf('/blog/replied-to')).to.include('2 likes · 1 boost');
    expect(await uncountReaction(server.db, server.config.siteUrl, postUrl, 'like', 'https://social.example/@b')).to.deep.equal({ counted: true });
    expect(await pageOf('/blog/replied-to')).to.include('1 like · 1 boost');
    let error: Error | undefined;
    await countReaction(server.db, server.config.siteUrl, `${server.config.siteUrl}/blog/nope`, 'like', 'https://social.example/@a').catch((caught: Error) => { error = caught; });
    expect(error?.message).to.match(/not a published post/);
  });
});
