// A title with no place to break (a real 85-letter place name from WordPress's theme unit test
// data, or a title holding markup, shown escaped) wraps inside its heading and its cards: the
// post page, /blog and the home page keep the screen's width on a phone and on a desktop.
import { expect } from 'chai';
import { adminJson } from '../helpers/adminClient';
import { waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

const TITLES = {
  'place-name': 'Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu',
  'markup-title': '<img/src=x/onerror=alert(document.cookie)><script>alert(String.fromCharCode(88,83,83))</script>',
};

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
  });

  for (const width of [390, 1280]) {
    it(`keeps the post pages, /blog and / at ${width} px wide`, async () => {
      const { page } = await suite.tab({ width });
      for (const path of [...Object.keys(TITLES).map((slug) => `/blog/${slug}`), '/blog', '/']) {
        await page.goto(suite.server.url + path);
        await waitForHydration(page);
        if (path.startsWith('/blog/')) await page.getByRole('heading', { level: 1 }).waitFor();
        else await page.getByText(TITLES['place-name']).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).to.equal(width);
      }
    });
  }
});
