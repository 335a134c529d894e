// The owner's settings on the site, with the page cache on: a change shows at once on cached
// pages, in titles and og:site_name, in the feeds, the sitemap and JSON-LD; a section turned off
// is a 404 and leaves the header, the footer, the sitemap, the feeds, search and the home page;
// and reading the settings costs no query on a cached page.
import { expect } from 'chai';
import type { Essay } from '../../entities';
import { Essay as EssayEntity } from '../../entities';
import { defaultSettings } from '../../views/content/defaultSettings';
import { adminJson } from '../helpers/adminClient';
import { elementWith, visibleTextOf } from '../helpers/pageText';
import { QueryRecorder } from '../helpers/queryRecorder';
import { startTestServer, type TestServer } from '../helpers/testServer';

const patch = (server: TestServer, body: unknown) => adminJson(server, '/api/admin/settings', { method: 'PATCH', body });
const page = async (server: TestServer, path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
};
const headerOf = (html: string) => elementWith(html, 'header', 'class=');
const footerOf = (html: string) => html.slice(html.indexOf('<footer'));

describe('settings on the pages, feeds and sitemap', function () {
  this.timeout(60_000);
  const logger = new QueryRecorder();
  let server: TestServer;
  let essay: Essay;
  before(async () => {
    server = await startTestServer({ logger });
    essay = await server.db.getRepository(EssayEntity).findOneByOrFail({});
  });
  after(() => server?.close());

  it('shows a new name at once on a cached page, in its title, og:site_name, JSON-LD, feeds and cards', async () => {
    for (let i = 0; i < 2; i++) expect((await page(server, '/about')).html).to.include('Dr. Alex Rivera'); // now kept in the page cache
    const rssBefore = await (await fetch(`${server.url}/rss.xml`)).text();
    expect((await patch(server, { identity: { name: 'Sam Teal', tagline: 'Tides and theorems' }, about: { markdown: 'I study **tides**.\n\nAnd [theorems](https://example.org/t).' } })).status).to.equal(200);

    const about = (await page(server, '/about')).html;
    expect(about).to.include('<title>About | Sam Teal</title>');
    expect(about).to.include('<meta property="og:site_name" content="Sam Teal">');
    expect(visibleTextOf(about)).not.to.include('Dr. Alex Rivera');
    expect(about).to.include('<strong>tides</strong>');
    expect(about).to.include('href="https://example.org/t"');
    expect(about).to.match(/"@type":"Person","@id":"[^"]*\/about#person","name":"Sam Teal"/);
    expect((await page(server, '/')).html).to.include('<title>Sam Teal — Tides and theorems</title>');

    const rss = await (await fetch(`${server.url}/rss.xml`)).text();
    expect(rssBefore).to.include('<title>Dr. Alex Rivera — Blog</title>');
    expect(rss).to.include('<title>Sam Teal — Blog</title>');
    const jsonFeed = await (await fetch(`${server.url}/feed.json`)).json();
    expect(jsonFeed.title).to.equal('Sam Teal — Blog');
    expect(jsonFeed.authors[0].name).to.equal('Sam Teal');
    const atom = await (await fetch(`${server.url}/atom.xml`)).text();
    expect(atom).to.include('<title>Sam Teal — Blog</title>');
    // The site's card is named by what it shows: a new name is a new card, drawn with it.
    const card = /<meta property="og:image" content="[^"]*(\/cards\/site-[0-9a-f]{16}\.png)"/.exec((await page(server, '/')).html)?.[1];
    expect(card).to.be.a('string');
    expect((await fetch(`${server.url}${card}`)).headers.get('content-type')).to.equal('image/png');
  });

  it('reads the settings with no query of their own: one query for a cached page, the table once after a change', async () => {
    await page(server, '/contact');
    logger.queries = [];
    await page(server, '/contact');
    expect(logger.queries, 'a cached page').to.have.length(1);
    await patch(server, { identity: { officeHours: 'Tuesdays' } });
    logger.queries = [];
    await page(server, '/legacy');
    const settingsReads = logger.queries.filter((query) => /\bsettings\b/.test(query) && !/content_versions/.test(query));
    expect(settingsReads, logger.queries.join('\n')).to.have.length(1);
    logger.queries = [];
    await page(server, '/legacy');
    expect(logger.queries).to.have.length(1);
  });

  it('links the owner’s networks with their names, Mastodon with rel="me", and the legal links always, following the settings', async () => {
    await patch(server, {
      links: [
        { network: 'mastodon', url: 'https://mastodon.social/@sam' },
        { network: 'bluesky', url: 'https://bsky.app/profile/sam.example' },
      ],
    });
    let footer = footerOf((await page(server, '/')).html);
    expect(footer).to.match(/<a href="https:\/\/mastodon\.social\/@sam" target="_blank" rel="me noopener noreferrer" aria-label="Mastodon \(opens in a new tab\)"/);
    expect(footer).to.include('aria-label="Bluesky (opens in a new tab)"');
    expect(footer).not.to.include('x.com/your-handle');
    expect(footer).to.include('<a href="/privacy">Privacy Policy</a>').and.include('<a href="/terms">Terms of Service</a>');
    expect(footer).not.to.include('href="#"');
    expect(footer).to.include('<a href="/sitemap.xml">Sitemap</a>');

    await patch(server, { navigation: { privacyPath: '/about' } });
    footer = footerOf((await page(server, '/')).html);
    expect(footer).to.include('<a href="/about">Privacy Policy</a>').and.include('<a href="/terms">Terms of Service</a>');
  });

  it('shows no "Office hours" label, in the footer or on /contact, when the owner leaves the hours empty', async () => {
    expect(visibleTextOf(footerOf((await page(server, '/')).html))).to.include('Office hours:');
    expect((await patch(server, { identity: { officeHours: '' }, about: { contact: { officeHours: ' ' } } })).status).to.equal(200);
    expect(visibleTextOf(footerOf((await page(server, '/')).html))).not.to.include('Office hours');
    expect(visibleTextOf((await page(server, '/contact')).html)).not.to.include('Office Hours');
  });

  it('puts the header links in the owner’s order, with their labels', async () => {
    await patch(server, { navigation: { header: [{ label: 'Writing', path: '/blog' }, { label: 'Me', path: '/about' }] } });
    const header = headerOf((await page(server, '/')).html);
    expect(header.indexOf('>Writing<')).to.be.greaterThan(-1);
    expect(header.indexOf('>Writing<')).to.be.lessThan(header.indexOf('>Me<'));
    expect(header).not.to.include('>Contact<');
  });

  it('puts the footer\'s quick links in the owner\'s order, leaving out one into a section turned off', async () => {
    const quickLinks = async () => elementWith((await page(server, '/blog')).html, 'nav', 'aria-label="Quick links"');
    const labels = (nav: string) => [...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => `${label} ${href}`);
    expect(labels(await quickLinks())).to.deep.equal(['Home /', 'About /about', 'Blog /blog', 'Books /books', 'Legacy Wall /legacy', 'Resources /resources']);
    await patch(server, { navigation: { footer: [{ label: 'Writing', path: '/blog' }, { label: 'The wall', path: '/legacy' }, { label: 'Work with me', path: '/work-with-me' }] } });
    expect(labels(await quickLinks())).to.deep.equal(['Writing /blog', 'The wall /legacy', 'Work with me /work-with-me']);
    await patch(server, { sections: { legacy: false } });
    expect(labels(await quickLinks())).to.deep.equal(['Writing /blog', 'Work with me /work-with-me']);
    await patch(server, { sections: { legacy: true }, navigation: { footer: defaultSettings.navigation.footer } });
  });

  it('answers 404 for a section turned off, and leaves it out of the header, footer, home page, sitemap, feeds and search', async () => {
    await patch(server, {
      navigation: { header: [{ label: 'Home', path: '/' }, { label: 'Theology', path: '/theology' }, { label: 'Essays', path: '/ai-islam' }, { label: 'Legacy Wall', path: '/legacy' }] },
    });
    expect((await page(server, '/theology')).status).to.equal(200);
    expect((await page(server, `/ai-islam/${essay.slug}`)).status).to.equal(200);
    const found = async () => ((await (await fetch(`${server.url}/api/search?q=${encodeURIComponent(essay.title)}`)).json()) as { items: { type: string }[] }).items;
    expect((await found()).some((item) => item.type === 'essay')).to.equal(true);

    expect((await patch(server, { sections: { theology: false, essays: false, legacy: false, dailyExercise: false } })).status).to.equal(200);
    for (const path of ['/theology', '/ai-islam', `/ai-islam/${essay.slug}`, '/legacy']) expect((await page(server, path)).status, path).to.equal(404);
    for (const path of ['/ai-islam/rss.xml', '/ai-islam/atom.xml', '/ai-islam/feed.json']) expect((await fetch(`${server.url}${path}`)).status, path).to.equal(404);
    expect((await fetch(`${server.url}/rss.xml`)).status).to.equal(200);

    const home = (await page(server, '/')).html;
    const header = headerOf(home);
    expect(header).to.include('>Home<');
    for (const label of ['>Theology<', '>Essays<', '>Legacy Wall<']) expect(header).not.to.include(label);
    expect(footerOf(home)).not.to.include('href="/legacy"');
    expect(home).not.to.include('Join Legacy Wall');
    expect(home).not.to.include('id="daily-title"');
    expect(home).not.to.include('/ai-islam/rss.xml');

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const path of ['/theology', '/ai-islam', '/legacy']) expect(sitemap).not.to.include(`${path}</loc>`);
    expect(sitemap).not.to.include(`/ai-islam/${essay.slug}`);
    expect(sitemap).to.include('/blog</loc>');
    expect((await found()).some((item) => item.type === 'essay')).to.equal(false);

    await patch(server, { sections: { theology: true, essays: true, legacy: true, dailyExercise: true } });
    expect((await page(server, '/theology')).status).to.equal(200);
  });
});
