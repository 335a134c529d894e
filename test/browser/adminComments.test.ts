// /admin/comments in Chromium on a phone (#49): the queue of replies and Webmentions, approved
// into the post's page, marked spam, deleted; a domain blocked and the trust rule saved.
import { expect } from 'chai';
import { BlogPost, Comment, CommentBlock } from '../../entities';
import { readCommentRules } from '../../src/services/comments/moderationRules';
import { receiveComment } from '../../src/services/comments/receiveComment';
import { browserSuite } from '../helpers/browserSuite';

const phone = { width: 390, height: 844, touch: true, adminKey: true } as const;

describe('browser: comments moderation on a phone', () => {
  const suite = browserSuite();
  let slug: string;

  before(async () => {
    const post = await suite.server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
    slug = post.slug;
    const target = `${suite.server.config.siteUrl}/blog/${slug}`;
    const { db, config } = suite.server;
    await receiveComment(db, config.siteUrl, { target, source: 'activitypub', externalId: 'https://social.example/notes/1', authorName: 'Noor Reader', authorUrl: 'https://social.example/@noor', authorHandle: '@noor@social.example', contentHtml: '<p>A thoughtful reply.</p>' });
    await receiveComment(db, config.siteUrl, { target, source: 'webmention', externalId: 'https://spam.example/buy', authorName: 'Cheap Pills', authorUrl: 'https://spam.example/', contentHtml: '<p>Buy now</p>' });
  });

  it('approves a reply into the post, sends spam away, blocks a domain and saves the rule, all within 390 px', async () => {
    const { page, problems } = await suite.visit('/admin/comments', phone);
    const reply = page.getByRole('listitem').filter({ hasText: 'A thoughtful reply.' });
    await reply.waitFor();
    expect(await reply.getByRole('link', { name: 'Noor Reader' }).getAttribute('href')).to.equal('https://social.example/@noor');
    expect(await reply.getByText('@noor@social.example').isVisible()).to.equal(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);

    await reply.getByRole('button', { name: 'Approve comment by Noor Reader' }).click();
    await reply.waitFor({ state: 'detached' });
    const spam = page.getByRole('listitem').filter({ hasText: 'Buy now' });
    await spam.getByRole('button', { name: 'Spam comment by Cheap Pills' }).click();
    await page.getByText('No comments waiting for review').waitFor();

    await page.getByRole('button', { name: 'Spam', exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: 'Buy now' }).getByRole('button', { name: 'Delete comment by Cheap Pills' }).click();
    await page.getByText('No spam').waitFor();

    await page.getByLabel('Domain or account *').fill('spam.example');
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByText('Domain: spam.example').waitFor();
    await page.getByLabel('Approve at once the later comments of an author I have approved').check();
    await page.getByText('Rule saved').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    expect(problems).to.deep.equal([]);

    const { db } = suite.server;
    expect((await db.getRepository(Comment).find()).map((comment) => [comment.authorName, comment.status])).to.deep.equal([['Noor Reader', 'approved']]);
    expect((await db.getRepository(CommentBlock).find()).map((block) => block.value)).to.deep.equal(['spam.example']);
    expect(await readCommentRules(db)).to.deep.equal({ trustApprovedAuthors: true });

    const article = await suite.visit(`/blog/${slug}`, phone);
    const responses = article.page.getByRole('region', { name: 'Responses' });
    expect(await responses.getByRole('link', { name: 'Noor Reader' }).getAttribute('href')).to.equal('https://social.example/@noor');
    expect(await responses.getByText('A thoughtful reply.').isVisible()).to.equal(true);
    expect(article.problems).to.deep.equal([]);
  });
});
