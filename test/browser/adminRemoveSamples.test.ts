// The "Remove sample content" panel of /admin/seed on a 390 px phone: the dry run's list first,
// nothing removed until the owner confirms; then the samples go and the owner's post stays.
import { expect } from 'chai';
import { BlogPost, Quote } from '../../entities';
import { sampleBlogPosts } from '../../src/seed/content/blogPosts';
import { browserSuite } from '../helpers/browserSuite';

describe('browser: removing the sample content from /admin/seed at 390 px', () => {
  const suite = browserSuite();

  it('lists what would go, removes nothing until confirmed, then removes the samples and keeps the owner\'s post', async () => {
    const posts = suite.server.db.getRepository(BlogPost);
    await posts.insert({ slug: 'mine', title: 'Mine', excerpt: 'Mine', content: '<p>Mine</p>', category: 'ai-and-society', featuredImage: null, readTime: 1, publishedAt: new Date(), tags: [], isFeatured: false });
    const { page, problems } = await suite.visit('/admin/seed', { adminKey: true, width: 390, height: 844, touch: true });

    await page.getByRole('button', { name: 'Check what would be removed' }).click();
    const list = page.getByRole('list', { name: 'Sample content that would be removed' });
    await list.waitFor();
    await list.getByText(`Blog posts: ${sampleBlogPosts.length}`).click();
    await list.getByText(sampleBlogPosts[0].title).waitFor();
    expect(await posts.count(), 'a dry run removes nothing').to.equal(sampleBlogPosts.length + 1);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, 'nothing is wider than the phone').to.be.at.most(390);

    const confirm = page.getByRole('button', { name: /^Remove \d+ items$/ });
    const box = await confirm.boundingBox();
    expect(box!.x + box!.width).to.be.at.most(390);
    await confirm.click();
    await page.getByText(/sample items removed\./).waitFor();
    expect((await posts.find()).map((post) => post.slug)).to.deep.equal(['mine']);
    expect(await suite.server.db.getRepository(Quote).count()).to.equal(0);
    expect(problems).to.deep.equal([]);
  });
});
