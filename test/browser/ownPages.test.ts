// The owner's pages, redirects and categories on a 390 px phone (#38): a page 'privacy' renders
// at /privacy with the site's header and footer, and the footer links to it; a redirect answers
// in one hop; /blog's chips follow the categories.
import { expect } from 'chai';
import { adminJson } from '../helpers/adminClient';
import { browserSuite } from '../helpers/browserSuite';

describe('browser: pages, redirects and categories at 390 px', function () {
  this.timeout(90_000);
  const suite = browserSuite({ seed: false });

  it('shows a new privacy page with the header and footer, and the footer link leads there', async () => {
    const { page: before } = await suite.visit('/about', { width: 390 });
    const legal = before.getByRole('navigation', { name: 'Legal' });
    expect(await legal.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).to.equal('/privacy');
    expect(await legal.getByRole('link', { name: 'Sitemap' }).getAttribute('href')).to.equal('/sitemap.xml');

    const created = await adminJson(suite.server, '/api/admin/pages', { method: 'POST', body: { title: 'Privacy Policy', slug: 'privacy', content: '<p>We keep nothing about you.</p>' } });
    expect(created.status).to.equal(201);

    const { page, response, problems } = await suite.visit('/about', { width: 390 });
    expect(response?.status()).to.equal(200);
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${suite.server.url}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.getByText('We keep nothing about you.').isVisible()).to.equal(true);
    expect(await page.title()).to.match(/^Privacy Policy \|/);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).to.equal(true);
    expect(await page.getByRole('contentinfo').isVisible()).to.equal(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll').to.equal(true);

    const direct = await suite.visit('/privacy', { width: 390 });
    expect(direct.response?.status()).to.equal(200);
    expect(await direct.page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).isVisible()).to.equal(true);
    expect(problems, problems.join('\n')).to.deep.equal([]);
    expect(direct.problems, direct.problems.join('\n')).to.deep.equal([]);
  });

  it('follows a redirect in one hop, and shows a renamed category on /blog', async () => {
    expect((await adminJson(suite.server, '/api/admin/redirects', { method: 'POST', body: { from: '/old-policy', to: '/privacy' } })).status).to.equal(201);
    const hops: number[] = [];
    const tab = await suite.tab({ width: 390 });
    tab.page.on('response', (answer) => hops.push(answer.status()));
    await tab.page.goto(`${suite.server.url}/old-policy`);
    expect(tab.page.url()).to.equal(`${suite.server.url}/privacy`);
    expect(hops.filter((status) => status === 301)).to.have.length(1);

    expect((await adminJson(suite.server, '/api/admin/categories', { method: 'POST', body: { label: 'Consulting Notes' } })).status).to.equal(201);
    expect((await adminJson(suite.server, '/api/admin/categories/legacy-reflections', { method: 'PUT', body: { label: 'Looking Back' } })).status).to.equal(200);
    const { page } = await suite.visit('/blog', { width: 390 });
    const chips = page.getByRole('group', { name: 'Filter by category' });
    const labels = (await chips.getByRole('button').allTextContents()).map((text) => text.trim());
    expect(labels).to.deep.equal(['All Posts', 'AI & Society', 'The Brain & Learning', 'Philosophy & Consciousness', 'Puzzles & Brain Teasers', 'Looking Back', 'Consulting Notes']);
    await chips.getByRole('button', { name: 'Consulting Notes' }).click();
    await page.waitForURL(/category=consulting-notes/);
  });
});
