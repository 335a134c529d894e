// A real WordPress export (three posts of WordPress's Theme Unit Test data, test/fixtures/sourceHtml/)
// imported through POST /api/admin/import, and its published pages read as a visitor gets them:
// the YouTube embed is a video card with no frame, the video and audio are links to their files,
// the cover image is an image, the aligned images keep their alignment classes, and the job warns
// about each change and counts the images left on the old host.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BlogPost } from '../../entities';
import { renderArticleMarkdown } from '../../src/markdown/renderArticleMarkdown';
import { importFile } from '../helpers/importFiles';
import { startTestServer, type TestServer } from '../helpers/testServer';

const fixture = readFileSync(path.join(import.meta.dirname, '../fixtures/sourceHtml/theme-unit-test-embeds-media-alignment.xml'));

describe('import: embeds, media and alignment of a real WordPress export, as the published page shows them', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(() => renderArticleMarkdown('warm', 1000, 60_000));
  beforeEach(async () => {
    server = await startTestServer({ seed: false });
  });
  afterEach(() => server.close());

  it('publishes the posts with cards in place of players and frames, alignment kept, every change warned about', async () => {
    const { kind, job } = await importFile(server, fixture, 'themeunittestdata.wordpress.xml');
    expect(kind).to.equal('wordpress');
    expect(job.status).to.equal('done');
    expect(job.counts.created).to.equal(3);
    const slugs = (await server.db.getRepository(BlogPost).find({ order: { id: 'ASC' } })).map((post) => post.slug);
    expect(slugs).to.have.members(['post-format-video-youtube', 'markup-image-alignment', 'block-category-common']);

    const page = async (slug: string) => {
      const response = await fetch(`${server.url}/blog/${slug}`);
      expect(response.status, slug).to.equal(200);
      expect(response.headers.get('content-security-policy')).to.include("media-src 'self'").and.not.include('frame-src');
      const html = await response.text();
      return html.slice(html.indexOf('data-testid="article-body"'));
    };

    const youtube = await page('post-format-video-youtube');
    expect(youtube).to.include('<a href="https://www.youtube.com/watch?v=SQEQr7c0-dw" class="embed-card embed-card-video"><strong>YouTube video</strong>');
    expect(youtube).not.to.match(/<iframe|https:\/\/www\.youtube\.com\/watch\?v=SQEQr7c0-dw\s*<\/p>/);

    const common = await page('block-category-common');
    expect(common).to.include('class="embed-card embed-card-video"><strong>Video</strong> <span>https://wpthemetestdata.files.wordpress.com/2013/12/2014-slider-mobile-behavior.mov</span>');
    expect(common).to.include('href="https://wpthemetestdata.files.wordpress.com/2008/06/originaldixielandjazzbandwithalbernard-stlouisblues.mp3" class="embed-card"><strong>Audio</strong>');
    expect(common).to.include('<img src="https://wpthemetestdata.files.wordpress.com/2008/06/dsc04563.jpg" alt="">');
    expect(common).not.to.match(/<video|<audio|background-image/);

    const alignment = await page('markup-image-alignment');
    expect(alignment).to.match(/<img class="aligncenter" [^>]*src="https:\/\/wpthemetestdata\.files\.wordpress\.com\/2013\/03\/image-alignment-580x300\.jpg"/);
    expect(alignment).to.match(/<img class="alignleft" /).and.match(/<img class="alignright" /).and.match(/<img class="alignnone" /);
    expect(alignment).to.match(/<figure class="alignleft"><img [^>]*><figcaption>Bigger caption than the image usually is\.<\/figcaption><\/figure>/);
    expect(alignment).to.include('<p>The image above happens to be <em><strong>centered</strong></em>.</p>');

    const warnings = (job.warnings as { item: string; message: string }[]).map((warning) => `${warning.item}: ${warning.message}`);
    expect(warnings).to.include('Post Format: Video (YouTube): the YouTube video https://www.youtube.com/watch?v=SQEQr7c0-dw is shown as a link to the video: the site loads nothing from other sites into its pages');
    expect(warnings).to.include(
      'Block category: Common: the audio https://wpthemetestdata.files.wordpress.com/2008/06/originaldixielandjazzbandwithalbernard-stlouisblues.mp3 is shown as a link to its file: the site plays only media it serves itself, and its media library holds no audio',
    );
    expect(warnings.some((warning) => /^Block category: Common: the cover block's background image https:\/\/wpthemetestdata\.files\.wordpress\.com\/2008\/06\/dsc04563\.jpg is kept as an image/.test(warning))).to.equal(true);
    expect(warnings.some((warning) => /^Markup: Image Alignment: \d+ images are still on wpthemetestdata\.files\.wordpress\.com \(\/2013\/, \/2010\/\): not copied here$/.test(warning))).to.equal(true);
    expect(warnings.some((warning) => /^wpthemetestdata\.files\.wordpress\.com: \d+ images are still on wpthemetestdata\.files\.wordpress\.com \(.*\): copy its uploads folder/.test(warning))).to.equal(true);
  });
});
