// The footer's "Privacy Policy" and "Terms of Service" (the spec's footer) are on every page of a
// new site (#47): the seed ships both pages, the privacy notice says what the site keeps
// (docs/privacy.md), sample removal keeps them, a new seed never overwrites the owner's edit, and
// the links follow the settings when the owner points them elsewhere.
import { expect } from 'chai';
import { Page } from '../../entities';
import { seedSampleContent } from '../../src/seed/seed';
import { adminJson } from '../helpers/adminClient';
import { visibleTextOf } from '../helpers/pageText';
import { startTestServer, type TestServer } from '../helpers/testServer';

const footerOf = (html: string) => html.slice(html.indexOf('<footer'));

describe('the legal pages a new site ships', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());
  const get = (path: string) => fetch(server.url + path);

  it('links both from every page\'s footer, and serves them', async () => {
    for (const path of ['/', '/about', '/blog', '/contact', '/no-such-page', '/privacy']) {
      const footer = footerOf(await (await get(path)).text());
      expect(footer, path).to.include('<a href="/privacy">Privacy Policy</a>').and.include('<a href="/terms">Terms of Service</a>');
    }
    const privacy = await get('/privacy');
    expect(privacy.status).to.equal(200);
    const text = visibleTextOf(await privacy.text());
    expect(text).to.include('The site sets no cookie when you read it').and.include('kept for two years').and.include('contact form').and.include('unsubscribe');
    expect((await get('/terms')).status).to.equal(200);
  });

  it('keeps them through sample removal, and a new seed leaves the owner\'s edit alone', async () => {
    expect((await adminJson(server, '/api/admin/sample-content/remove', { method: 'POST', body: {} })).status).to.equal(200);
    expect((await get('/privacy')).status).to.equal(200);
    expect((await get('/terms')).status).to.equal(200);

    const { id } = await server.db.getRepository(Page).findOneByOrFail({ slug: 'privacy' });
    const edited = await adminJson(server, `/api/admin/pages/${id}`, { method: 'PUT', body: { title: 'Privacy', slug: 'privacy', content: '<p>My own words.</p>', publishedAt: new Date().toISOString() } });
    expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
    await seedSampleContent(server.db, { force: true });
    expect(await server.db.getRepository(Page).countBy({ slug: 'privacy' })).to.equal(1);
    expect((await server.db.getRepository(Page).findOneByOrFail({ slug: 'privacy' })).content).to.include('My own words.');
  });

  it('follows the settings when the owner points the links elsewhere', async () => {
    expect((await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { navigation: { privacyPath: '/legal/privacy', termsPath: '/legal/terms' } } })).status).to.equal(200);
    const footer = footerOf(await (await get('/blog')).text());
    expect(footer).to.include('<a href="/legal/privacy">Privacy Policy</a>').and.include('<a href="/legal/terms">Terms of Service</a>');
  });
});
