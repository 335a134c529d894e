// The responses under a post in Chromium (#48, #49): rendered by the server and placed as they
// are, they hydrate without a complaint, and a navigation in the browser shows them too, from
// the post's data, with no script of their own.
import { expect } from 'chai';
import { setCommentStatus } from '../../src/services/comments/moderation';
import { countReaction } from '../../src/services/comments/reactions';
import { receiveComment } from '../../src/services/comments/receiveComment';
import { sampleBlogPosts } from '../../src/seed/content/blogPosts';
import { browserSuite } from '../helpers/browserSuite';

const newest = [...sampleBlogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];

describe('browser: the conversation under a post', () => {
  const suite = browserSuite();

  before(async () => {
    const { db, config } = suite.server;
    const target = `${config.siteUrl}/blog/${newest.slug}`;
    const received = await receiveComment(db, config.siteUrl, {
      target, source: 'activitypub', externalId: 'https://social.example/notes/7', authorName: 'Noor Reader', authorUrl: 'https://social.example/@noor',
      authorHandle: '@noor@social.example', contentHtml: '<p>A thoughtful reply.</p>',
    });
    if (!received.stored) throw new Error('not stored');
    await setCommentStatus(db, received.id, 'approved');
    await countReaction(db, config.siteUrl, target, 'like', 'https://social.example/@noor');
  });

  const expectResponses = async (page: Awaited<ReturnType<typeof suite.visit>>['page']) => {
    const responses = page.getByRole('region', { name: 'Responses' });
    await responses.waitFor();
    expect(await responses.getByRole('heading', { level: 2, name: 'Responses' }).isVisible()).to.equal(true);
    expect(await responses.getByText('1 like · 0 boosts').isVisible()).to.equal(true);
    expect(await responses.getByRole('listitem').getByRole('link', { name: 'Noor Reader' }).getAttribute('href')).to.equal('https://social.example/@noor');
    expect(await responses.getByText('A thoughtful reply.').isVisible()).to.equal(true);
  };

  it('hydrates the server-rendered responses as they are', async () => {
    const { page, problems } = await suite.visit(`/blog/${newest.slug}`);
    await expectResponses(page);
    expect(problems).to.deep.equal([]);
  });

  it('shows them after a navigation in the browser, from the data it fetched', async () => {
    const { page, problems, apiRequests } = await suite.visit('/blog');
    await page.getByRole('link', { name: newest.title }).click();
    await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();
    await expectResponses(page);
    expect(apiRequests[0]).to.equal(`/api/blog/post/${newest.slug}`);
    expect(problems).to.deep.equal([]);
  });
});
