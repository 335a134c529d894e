// The owner's pages, redirects and categories on a 390 px phone (#38): a page 'privacy' renders
// at /privacy with the site's header and footer, and the footer links to it; a redirect answers
// in one hop, and /admin/redirects marks one whose target was removed; /blog's chips follow the
// categories.
import { expect } from 'chai';
import { adminCall, adminJson } from '../helpers/adminClient';
import { expectNoAxeViolations } from '../helpers/axe';
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

  it('marks a redirect whose target page was removed on /admin/redirects at 390 px, in words a screen reader hears', async () => {
    const created = await adminJson(suite.server, '/api/admin/pages', {
      method: 'POST',
      body: { title: 'Short Lived', slug: 'short-lived', content: '<p>Soon gone.</p>', publishedAt: new Date().toISOString() },
    });
    expect(created.status).to.equal(201);
    expect((await adminJson(suite.server, '/api/admin/redirects', { method: 'POST', body: { from: '/old-short', to: '/short-lived' } })).status).to.equal(201);
    const { page, problems } = await suite.visit('/admin/redirects', { width: 390, adminKey: true });
    const item = page.getByRole('listitem').filter({ hasText: '/old-short → /short-lived' });
    await item.waitFor();
    expect(await item.getByText('Leads nowhere').count(), 'a live target carries no note').to.equal(0);

    expect((await adminCall(suite.server, `/api/admin/pages/${created.body.item.id}`, { method: 'DELETE' })).status).to.equal(200);
    await page.reload();
    await item.getByText('Leads nowhere:').waitFor();
    expect(await item.getByText('nothing is published at /short-lived').isVisible()).to.equal(true);
    expect(await page.getByRole('status').filter({ hasText: '1 redirect leads nowhere' }).isVisible()).to.equal(true);
    // The Remove button is described by the note, so it is heard with the button too.
    const remove = item.getByRole('button', { name: 'Remove redirect from /old-short' });
    const described = await remove.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(described).to.equal('Leads nowhere: nothing is published at /short-lived.');
    expect(await page.getByRole('listitem').filter({ hasText: '/old-policy → /privacy' }).getByText('Leads nowhere').count()).to.equal(0);
    await expectNoAxeViolations(page, '/admin/redirects with a redirect that leads nowhere');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll').to.equal(true);

    await remove.click();
    await item.waitFor({ state: 'detached' });
    expect(await page.getByText(/leads? nowhere/i).count()).to.equal(0);
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
