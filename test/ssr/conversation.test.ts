// The conversation under a post and an essay (#49), rendered to HTML by the server (#48): the
// page shows exactly the HTML the item's data carries (so hydration places the same markup and a
// navigation in the browser shows it too), read as IndieWeb comments by microformats-parser, with
// strangers' names escaped; and its SQL: the counts come with the item's own query, the replies
// only when there are some.
import { expect } from 'chai';
import { mf2 } from 'microformats-parser';
import { setCommentStatus } from '../../src/services/comments/moderation';
import { countReaction } from '../../src/services/comments/reactions';
import { receiveComment } from '../../src/services/comments/receiveComment';
import { adminJson } from '../helpers/adminClient';
import { QueryRecorder } from '../helpers/queryRecorder';
import { startTestServer, type TestServer } from '../helpers/testServer';

type Item = ReturnType<typeof mf2>['items'][number];

const entryOf = (html: string, baseUrl: string): Item => {
  const all = (items: Item[]): Item[] => items.flatMap((item) => [item, ...all(item.children ?? [])]);
  const entry = all(mf2(html, { baseUrl }).items).find((item) => item.type?.includes('h-entry'));
  if (!entry) throw new Error('no h-entry on the page');
  return entry;
};
const first = (item: Item, name: string) => item.properties[name]?.[0];

describe('SSR conversation', function () {
  this.timeout(60_000);
  const logger = new QueryRecorder();
  let server: TestServer;
  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
  const api = async (path: string) => (await fetch(`${server.url}${path}`)).json();

  async function approvedReply(target: string, id: string, author: { authorName: string; authorUrl: string | null }, contentHtml: string) {
    const received = await receiveComment(server.db, server.config.siteUrl, {
      target, source: 'webmention', externalId: `https://replies.example/${id}`, authorHandle: null, contentHtml, publishedAt: new Date('2026-11-20T10:00:00Z'), ...author,
    });
    if (!received.stored) throw new Error('not stored');
    await setCommentStatus(server.db, received.id, 'approved');
  }

  before(async () => {
    server = await startTestServer({ seed: false, logger, env: { PAGE_CACHE_MAX_AGE_SECONDS: '0' } });
    for (const slug of ['talked-about', 'liked-only', 'quiet']) {
      const created = await adminJson(server, '/api/admin/blog', { method: 'POST', body: { title: `Post ${slug}`, slug, content: '<p>Body.</p>', category: 'ai-and-society' } });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
    }
    const essay = await adminJson(server, '/api/admin/ai-islam', { method: 'POST', body: { title: 'An Essay', slug: 'an-essay', excerpt: 'Lead.', authors: 'The Owner', bodyHtml: '<p>Essay body.</p>' } });
    expect(essay.status, JSON.stringify(essay.body)).to.equal(201);

    const post = `${server.config.siteUrl}/blog/talked-about`;
    await approvedReply(post, '1', { authorName: 'Amina', authorUrl: 'https://amina.example/' }, '<p>A first <em>reply</em>.</p><script>alert(1)</script>');
    await approvedReply(post, '2', { authorName: '<img src=x onerror=alert(2)>', authorUrl: null }, '<p>Second.</p>');
    await countReaction(server.db, server.config.siteUrl, post, 'like', 'https://social.example/@a');
    await countReaction(server.db, server.config.siteUrl, post, 'boost', 'https://social.example/@a');
    await countReaction(server.db, server.config.siteUrl, `${server.config.siteUrl}/blog/liked-only`, 'like', 'https://social.example/@a');
    await approvedReply(`${server.config.siteUrl}/ai-islam/an-essay`, '3', { authorName: 'Yusuf', authorUrl: 'https://yusuf.example/' }, '<p>On the essay.</p>');
  });
  after(() => server?.close());

  it('shows under a post exactly the HTML its data carries: the responses, likes and boosts', async () => {
    const { conversationHtml } = await api('/api/blog/post/talked-about');
    expect(conversationHtml).to.be.a('string');
    const html = await page('/blog/talked-about');
    // The client places the data's HTML in a bare <div> (views/components/article/Conversation.tsx): the same markup, so nothing to mend on hydration.
    expect(html).to.include(`<div>${conversationHtml}</div>`);
    expect(conversationHtml).to.match(/^<section class="article-conversation print-hidden" aria-labelledby="article-conversation-title"><h2 id="article-conversation-title">Responses<\/h2>/);
    expect(conversationHtml).to.include('<p class="article-conversation-counts">1 like · 1 boost</p>');
    expect(conversationHtml.indexOf('A first')).to.be.below(conversationHtml.indexOf('Second.'));
  });

  it('marks each response up as the entry\'s p-comment h-cite, with its author\'s h-card, date and content', async () => {
    const entry = entryOf(await page('/blog/talked-about'), server.config.siteUrl);
    const comments = (entry.properties.comment ?? []) as Item[];
    expect(comments.map((comment) => comment.type)).to.deep.equal([['h-cite'], ['h-cite']]);
    const [linked, unlinked] = comments;
    const author = first(linked, 'author') as Item;
    expect(author.type).to.deep.equal(['h-card']);
    expect(author.properties).to.deep.include({ name: ['Amina'], url: ['https://amina.example/'] });
    expect(first(linked, 'published')).to.equal('2026-11-20T10:00:00.000Z');
    expect((first(linked, 'content') as { html: string }).html).to.equal('<p>A first <em>reply</em>.</p>');
    expect(((first(unlinked, 'author') as Item).properties.name)).to.deep.equal(['<img src=x onerror=alert(2)>']);
  });

  it("escapes a stranger's name and keeps what was cleaned on arrival out", async () => {
    const { conversationHtml } = await api('/api/blog/post/talked-about');
    expect(conversationHtml).to.include('&lt;img src=x onerror=alert(2)&gt;');
    expect(conversationHtml).not.to.match(/<img|<script|onerror=alert\(2\)>/);
    expect(conversationHtml).to.include('<a class="p-author h-card" href="https://amina.example/" rel="nofollow ugc noopener">Amina</a>');
    expect(conversationHtml).to.match(/<time class="dt-published" datetime="2026-11-20T10:00:00.000Z">November 20, 2026<\/time>/i);
  });

  it('shows the counts alone when there are no replies, and nothing at all when there is neither', async () => {
    const likedOnly = await api('/api/blog/post/liked-only');
    expect(likedOnly.conversationHtml).to.equal(
      '<section class="article-conversation print-hidden" aria-labelledby="article-conversation-title"><h2 id="article-conversation-title">Responses</h2><p class="article-conversation-counts">1 like · 0 boosts</p></section>',
    );
    expect((await api('/api/blog/post/quiet')).conversationHtml).to.equal(null);
    expect(await page('/blog/quiet')).not.to.include('<section class="article-conversation');
  });

  it('shows an essay\'s responses the same way', async () => {
    const { conversationHtml } = await api('/api/ai-islam/an-essay');
    expect(await page('/ai-islam/an-essay')).to.include(`<div>${conversationHtml}</div>`);
    const comments = (entryOf(await page('/ai-islam/an-essay'), server.config.siteUrl).properties.comment ?? []) as Item[];
    expect(comments.map((comment) => ((first(comment, 'author') as Item).properties.name))).to.deep.equal([['Yusuf']]);
  });

  it('reads the counts with the post and the replies only when there are some', async () => {
    const queriesFor = async (path: string) => {
      logger.queries = [];
      await page(path);
      return logger.queries;
    };
    await page('/blog/quiet'); // the process reads the settings once
    const quiet = await queriesFor('/blog/quiet');
    const likedOnly = await queriesFor('/blog/liked-only');
    const talkedAbout = await queriesFor('/blog/talked-about');
    const readsComments = (queries: string[]) => queries.filter((sql) => /^SELECT/i.test(sql) && /FROM [`"]?comments[`"]? [`"]?Comment[`"]?/.test(sql));
    expect(readsComments(quiet)).to.deep.equal([]);
    expect(readsComments(likedOnly)).to.deep.equal([]);
    expect(readsComments(talkedAbout)).to.have.length(1);
    expect(likedOnly.length).to.equal(quiet.length);
    expect(talkedAbout.length).to.equal(quiet.length + 1);
    expect(talkedAbout.length, talkedAbout.join('\n')).to.be.at.most(3 + 1);
  });
});
