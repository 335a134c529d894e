// The one list of addresses the site uses (src/services/reservedAddresses.ts) covers every page
// of the route table, every file under static/, the feeds and the server's own prefixes.
import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import { staticDir } from '../../src/ssr/assets';
import { reservedAddressReason } from '../../src/services/reservedAddresses';
import { publicPageRoutes } from '../../views/app/routes';

describe('reserved addresses', () => {
  it('holds every page of the route table and what lies under it', () => {
    for (const route of publicPageRoutes.filter((r) => !r.path.startsWith('/:'))) {
      expect(reservedAddressReason(route.path.replace(':slug', 'x')), route.path).to.be.a('string');
    }
    for (const path of ['/', '/blog', '/blog/some-post', '/ai-islam/x', '/about', '/contact', '/legacy', '/resources', '/theology', '/search', '/books', '/BLOG']) {
      expect(reservedAddressReason(path), path).to.be.a('string');
    }
  });

  it('holds the admin, the API, media, feeds and every file under static/', () => {
    for (const path of ['/admin', '/admin/pages', '/api', '/media/x', '/cards/x.png', '/rss.xml', '/atom.xml', '/feed.json', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/newsletter/confirm', '/healthz']) {
      expect(reservedAddressReason(path), path).to.be.a('string');
    }
    for (const name of readdirSync(staticDir)) expect(reservedAddressReason(`/${name}`), name).to.be.a('string');
  });

  it('leaves every other address free', () => {
    for (const path of ['/privacy', '/terms', '/work-with-me', '/old/thing']) expect(reservedAddressReason(path), path).to.equal(undefined);
  });
});
