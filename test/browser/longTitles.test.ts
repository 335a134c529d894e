// A title with no place to break (a real 85-letter place name from WordPress's theme unit test
// data, Aristophanes' 183-letter dish, or a title holding markup, shown escaped) wraps inside its
// heading and its cards: no page that shows it (a post, an essay, /blog, a category, /ai-islam,
// search results, the home page) grows wider than a phone's or a desktop's screen (#47).
import { expect } from 'chai';
import { adminJson } from '../helpers/adminClient';
import { waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

const DISH = 'Lopadotemachoselachogaleokranioleipsanodrimhypotrimmatosilphiokarabomelitokatakechymenokichlepikossyphophattoperisteralektryonoptekephalliokigklopeleiolagoiosiraiobaphetraganopterygon';
const TITLES = {
  'place-name': 'Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu',
  'markup-title': '<img/src=x/onerror=alert(document.cookie)><script>alert(String.fromCharCode(88,83,83))</script>',
  'a-dish': `The ${DISH} feast`,
};

/** Each address, and a text that shows once the page has its long title on screen. */
const PAGES: [path: string, shows: string][] = [
  ...Object.entries(TITLES).map(([slug, title]): [string, string] => [`/blog/${slug}`, title]),
  ['/ai-islam/the-dish', `Essay ${DISH}`],
  ['/blog', TITLES['place-name']],
  ['/blog', TITLES['a-dish']],
  ['/blog?category=ai-and-society', TITLES['a-dish']],
  ['/ai-islam', `Essay ${DISH}`],
  ['/search?q=feast', TITLES['a-dish']],
  ['/', TITLES['place-name']],
];

describe('browser: long unbroken titles', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  before(async () => {
    for (const [slug, title] of Object.entries(TITLES)) {
      const created = await adminJson(suite.server, '/api/admin/blog', {
        method: 'POST',
        body: { title, slug, excerpt: `${title} ${title}`, content: '<p>Body.</p>', category: 'ai-and-society', tags: [], isFeatured: true },
      });
      expect(created.status, JSON.stringify(created.body)).to.be.within(200, 201);
    }
    const essay = await adminJson(suite.server, '/api/admin/ai-islam', {
      method: 'POST',
      body: { title: `Essay ${DISH}`, slug: 'the-dish', excerpt: DISH, bodyHtml: '<p>Body.</p>', tags: [DISH.slice(0, 50)] },
    });
    expect(essay.status, JSON.stringify(essay.body)).to.be.within(200, 201);
  });

  for (const width of [390, 1280]) {
    it(`keeps every page showing a long title at ${width} px wide`, async () => {
      const { page } = await suite.tab({ width });
      const widths: string[] = [];
      for (const [path, shows] of PAGES) {
        await page.goto(suite.server.url + path);
        await waitForHydration(page);
        await page.getByText(shows).first().waitFor({ timeout: 5_000 }).catch(() => widths.push(`${path}: no title`));
        widths.push(`${path}: ${await page.evaluate(() => document.documentElement.scrollWidth)}`);
      }
      expect(widths).to.deep.equal(PAGES.map(([path]) => `${path}: ${width}`));
    });
  }
});
