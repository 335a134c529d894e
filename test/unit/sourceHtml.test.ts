// The HTML transforms of an import (src/services/import/sourceHtml/), on real snippets: the
// content of posts in WordPress's Theme Unit Test data (WPTT/theme-unit-test,
// themeunittestdata.wordpress.xml, GPL-2.0), quoted as the file has them, and the embed, video
// and audio cards Ghost and Substack write. What comes out is also run through the site's
// sanitiser, which is what the page shows.
import { expect } from 'chai';
import { oldHostImageWarnings, folderOf } from '../../src/services/import/sourceHtml/oldHostImages';
import { transformSourceHtml } from '../../src/services/import/sourceHtml/transformSourceHtml';
import type { SourceItem } from '../../src/services/import/sourceTypes';
import { sanitizeHtml } from '../../views/lib/article/sanitizeHtml';

const TUT = 'https://wpthemetestdata.wordpress.com';
const wordpress = (html: string) => transformSourceHtml(html, { source: 'wordpress', oldSiteUrl: TUT });
const shown = (html: string) => sanitizeHtml(html);

describe('import HTML: WordPress paragraphs and alignment (item 14)', () => {
  it('wraps a classic post that already holds some <p> the way WordPress does (Theme Unit Test, "Markup: Image Alignment")', () => {
    const content =
      '<p><img class="size-full wp-image-906 aligncenter" title="Image Alignment 580x300" alt="Image Alignment 580x300" src="https://wpthemetestdata.files.wordpress.com/2013/03/image-alignment-580x300.jpg" width="580" height="300" /></p>\nThe image above happens to be <em><strong>centered</strong></em>.\n\n<img class="size-full wp-image-904 alignleft" title="Image Alignment 150x150" alt="Image Alignment 150x150" src="https://wpthemetestdata.files.wordpress.com/2013/03/image-alignment-150x150.jpg" width="150" height="150" /> The rest of this paragraph is filler for the sake of seeing the text wrap around the 150x150 image, which is <em><strong>left aligned</strong></em>.';
    const { html, warnings } = wordpress(content);
    expect(warnings).to.deep.equal([]);
    const page = shown(html);
    expect(page).to.include('<p>The image above happens to be <em><strong>centered</strong></em>.</p>');
    expect(page).to.match(/<p><img class="aligncenter"[^>]*src="https:\/\/wpthemetestdata\.files\.wordpress\.com\/2013\/03\/image-alignment-580x300\.jpg"/);
    expect(page).to.match(/<p><img class="alignleft"[^>]*> The rest of this paragraph/);
    expect(page).not.to.include('wp-image-');
  });

  it('turns a [caption] into a figure that keeps its alignment (Theme Unit Test, "Markup: Image Alignment")', () => {
    const content =
      '[caption id="attachment_906" align="aligncenter" width="580"]<img class="size-full wp-image-906  " title="Image Alignment 580x300" alt="Image Alignment 580x300" src="https://wpthemetestdata.files.wordpress.com/2013/03/image-alignment-580x300.jpg" width="580" height="300" /> Look at 580x300 getting some <a title="Image Settings" href="https://en.support.wordpress.com/images/image-settings/">caption</a> love.[/caption]\n\nThe image above happens to be <em><strong>centered</strong></em>.';
    const page = shown(wordpress(content).html);
    expect(page).to.match(/^<figure class="aligncenter"><img [^>]*><figcaption>Look at 580x300 getting some <a title="Image Settings" href="[^"]+">caption<\/a> love\.<\/figcaption><\/figure>/);
    expect(page).to.include('<p>The image above happens to be <em><strong>centered</strong></em>.</p>');
  });

  it('keeps the alignment of a WordPress caption div, and never wraps block-editor posts', () => {
    const classic = shown(wordpress('<div class="wp-caption alignright" style="width: 310px"><img src="https://example.com/a.jpg" alt="" /><p class="wp-caption-text">A caption</p></div>').html);
    expect(classic).to.match(/^<div class="alignright"><img src="https:\/\/example\.com\/a\.jpg" alt="">/).and.include('<p>A caption</p>');
    const blocks = '<!-- wp:paragraph -->\n<p>One\ntwo</p>\n<!-- /wp:paragraph -->';
    expect(wordpress(blocks).html).to.equal(blocks);
  });
});

describe('import HTML: embeds, video and audio (item 12)', () => {
  it('makes a YouTube address alone on its line a video card, with no frame (Theme Unit Test, "Post Format: Video (YouTube)")', () => {
    const { html, warnings } = wordpress('https://www.youtube.com/watch?v=SQEQr7c0-dw\n\nLearn more about <a title="WordPress Embeds" href="https://codex.wordpress.org/Embeds" target="_blank">WordPress Embeds</a>.');
    expect(shown(html)).to.equal(
      '<a href="https://www.youtube.com/watch?v=SQEQr7c0-dw" class="embed-card embed-card-video"><strong>YouTube video</strong> <span>https://www.youtube.com/watch?v=SQEQr7c0-dw</span></a>\n<p>Learn more about <a title="WordPress Embeds" href="https://codex.wordpress.org/Embeds">WordPress Embeds</a>.</p>',
    );
    expect(warnings).to.deep.equal(['the YouTube video https://www.youtube.com/watch?v=SQEQr7c0-dw is shown as a link to the video: the site loads nothing from other sites into its pages']);
  });

  it('makes Gutenberg embed blocks link cards with their captions (Theme Unit Test, "Block category: Embeds")', () => {
    const content =
      '<!-- wp:core-embed/twitter {"url":"https://twitter.com/WordPress/status/1057136472321613824","type":"rich","providerNameSlug":"twitter","align":"wide","className":""} -->\n<figure class="wp-block-embed-twitter alignwide wp-block-embed is-type-rich is-provider-twitter"><div class="wp-block-embed__wrapper">\nhttps://twitter.com/WordPress/status/1057136472321613824\n</div><figcaption>Twitter,&nbsp; wide width</figcaption></figure>\n<!-- /wp:core-embed/twitter -->\n\n<!-- wp:core-embed/youtube {"url":"https://youtu.be/ex8fMxXJDJw","type":"video","providerNameSlug":"youtube","className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->\n<figure class="wp-block-embed-youtube wp-block-embed is-type-video is-provider-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\nhttps://youtu.be/ex8fMxXJDJw\n</div><figcaption>YouTube<br></figcaption></figure>\n<!-- /wp:core-embed/youtube -->\n\n<!-- wp:core-embed/instagram {"url":"https://www.instagram.com/p/BpmueLLgEn_/?utm_source=ig_share_sheet\\u0026igshid=1hcxphic7p9e2","type":"rich","providerNameSlug":"instagram","className":""} -->\n<figure class="wp-block-embed-instagram wp-block-embed is-type-rich is-provider-instagram"><div class="wp-block-embed__wrapper">\nhttps://www.instagram.com/p/BpmueLLgEn_/?utm_source=ig_share_sheet&amp;igshid=1hcxphic7p9e2\n</div></figure>\n<!-- /wp:core-embed/instagram -->';
    const { html, warnings } = wordpress(content);
    const page = shown(html);
    expect(page).to.include('<figure><a href="https://twitter.com/WordPress/status/1057136472321613824" class="embed-card"><strong>X (Twitter)</strong>');
    expect(page).to.include('<figcaption>Twitter,\u00a0 wide width</figcaption>');
    expect(page).to.include('<a href="https://www.youtube.com/watch?v=ex8fMxXJDJw" class="embed-card embed-card-video"><strong>YouTube video</strong>');
    expect(page).to.include('href="https://www.instagram.com/p/BpmueLLgEn_/?utm_source=ig_share_sheet&amp;igshid=1hcxphic7p9e2" class="embed-card"><strong>Instagram</strong>');
    expect(page).not.to.match(/iframe|wp-block-embed/);
    expect(warnings).to.have.length(3);
    expect(warnings[0]).to.equal('the X (Twitter) embed https://twitter.com/WordPress/status/1057136472321613824 is shown as a link card: the site loads nothing from other sites into its pages');
  });

  it('turns <video> and <audio> into links to their files, warning for each (Theme Unit Test, "Block category: Common")', () => {
    const content =
      '<!-- wp:audio {"id":821} -->\n<figure class="wp-block-audio"><audio controls src="https://wpthemetestdata.files.wordpress.com/2008/06/originaldixielandjazzbandwithalbernard-stlouisblues.mp3"></audio></figure>\n<!-- /wp:audio -->\n\n<!-- wp:video {"id":1690} -->\n<figure class="wp-block-video"><video controls loop src="https://wpthemetestdata.files.wordpress.com/2013/12/2014-slider-mobile-behavior.mov"></video><figcaption>This is a video block caption.</figcaption></figure>\n<!-- /wp:video -->';
    const { html, warnings } = wordpress(content);
    const page = shown(html);
    expect(page).to.include('<figure><a href="https://wpthemetestdata.files.wordpress.com/2008/06/originaldixielandjazzbandwithalbernard-stlouisblues.mp3" class="embed-card"><strong>Audio</strong>');
    expect(page).to.include('<figure><a href="https://wpthemetestdata.files.wordpress.com/2013/12/2014-slider-mobile-behavior.mov" class="embed-card embed-card-video"><strong>Video</strong>');
    expect(page).to.include('<figcaption>This is a video block caption.</figcaption>');
    expect(warnings).to.deep.equal([
      'the audio https://wpthemetestdata.files.wordpress.com/2008/06/originaldixielandjazzbandwithalbernard-stlouisblues.mp3 is shown as a link to its file: the site plays only media it serves itself, and its media library holds no audio',
      'the video https://wpthemetestdata.files.wordpress.com/2013/12/2014-slider-mobile-behavior.mov is shown as a link to its file: the site plays only media it serves itself, and its media library holds no video',
    ]);
  });

  it("keeps a cover block's background image as an image, and says so (Theme Unit Test, \"Block: Cover\")", () => {
    const content =
      '<!-- wp:cover {"url":"https://wpthemetestdata.files.wordpress.com/2008/06/dsc20050102_192118_51.jpg","align":"left","id":761} -->\n<div class="wp-block-cover has-background-dim alignleft" style="background-image:url(https://wpthemetestdata.files.wordpress.com/2008/06/dsc20050102_192118_51.jpg)"><p class="wp-block-cover-text">This is a left aligned cover block with a background image.</p></div>\n<!-- /wp:cover -->';
    const { html, warnings } = wordpress(content);
    expect(shown(html)).to.equal('<div class="alignleft"><img src="https://wpthemetestdata.files.wordpress.com/2008/06/dsc20050102_192118_51.jpg" alt=""><p>This is a left aligned cover block with a background image.</p></div>');
    expect(warnings).to.deep.equal([
      "the cover block's background image https://wpthemetestdata.files.wordpress.com/2008/06/dsc20050102_192118_51.jpg is kept as an image above its text (the site shows no background images)",
    ]);
  });

  it("replaces Ghost's embed, video and audio cards, player controls and all, keeping the caption", () => {
    const ghost =
      '<figure class="kg-card kg-embed-card kg-card-hascaption"><iframe width="200" height="113" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" frameborder="0" allowfullscreen></iframe><figcaption>A talk</figcaption></figure>' +
      '<figure class="kg-card kg-video-card"><div class="kg-video-container"><video src="/content/media/2023/01/clip.mp4" poster="https://img.spacergif.org/v1/1920x1080/0a/spacer.png" playsinline preload="metadata"></video><div class="kg-video-player-container"><button class="kg-video-play-icon"><svg viewBox="0 0 24 24"><path d="M23.14 10.61"></path></svg></button><span class="kg-video-current-time">0:00</span></div></div></figure>' +
      '<div class="kg-card kg-audio-card"><div class="kg-audio-player-container"><audio src="/content/media/2023/01/talk.mp3" preload="metadata"></audio><div class="kg-audio-title">Talk</div><button class="kg-audio-play-icon">Play</button></div></div>';
    const { html, warnings } = transformSourceHtml(ghost, { source: 'ghost', oldSiteUrl: 'https://blog.example.org' });
    expect(shown(html)).to.equal(
      '<figure><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="embed-card embed-card-video"><strong>YouTube video</strong> <span>https://www.youtube.com/watch?v=dQw4w9WgXcQ</span></a><figcaption>A talk</figcaption></figure>' +
        '<figure><a href="https://blog.example.org/content/media/2023/01/clip.mp4" class="embed-card embed-card-video"><strong>Video</strong> <span>https://blog.example.org/content/media/2023/01/clip.mp4</span></a></figure>' +
        '<div><a href="https://blog.example.org/content/media/2023/01/talk.mp3" class="embed-card"><strong>Audio</strong> <span>https://blog.example.org/content/media/2023/01/talk.mp3</span></a></div>',
    );
    expect(html).not.to.match(/kg-(embed|video|audio)-card/);
    expect(warnings).to.have.length(3);
  });

  it("makes Substack's YouTube frame a video card, another site's frame a link card, and removes a frame with no address", () => {
    const substack =
      '<div id="youtube2-dQw4w9WgXcQ" class="youtube-wrap" data-attrs="{&quot;videoId&quot;:&quot;dQw4w9WgXcQ&quot;}"><div class="youtube-inner"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&amp;autoplay=0&amp;showinfo=0&amp;enablejsapi=0" frameborder="0" loading="lazy" allowfullscreen></iframe></div></div>' +
      '<p><iframe src="https://player.vimeo.com/video/76979871"></iframe></p><iframe src="https://www.google.com/maps/embed?pb=1"></iframe><iframe srcdoc="<p>x</p>"></iframe>';
    const { html, warnings } = transformSourceHtml(substack, { source: 'substack' });
    const page = shown(html);
    expect(page).to.include('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="embed-card embed-card-video">');
    expect(page).to.include('<p><a href="https://vimeo.com/76979871" class="embed-card embed-card-video"><strong>Vimeo video</strong>');
    expect(page).to.include('<a href="https://www.google.com/maps/embed?pb=1" class="embed-card"><strong>google.com</strong>');
    expect(warnings.at(-1)).to.equal('an embedded frame with no address was removed');
    expect(warnings).to.have.length(4);
  });

  it('leaves an address in code, and an address inside a sentence, alone', () => {
    const { html, warnings } = wordpress('See https://www.youtube.com/watch?v=SQEQr7c0-dw for more.\n\n<pre>\nhttps://www.youtube.com/watch?v=SQEQr7c0-dw\n</pre>');
    expect(warnings).to.deep.equal([]);
    expect(html).to.include('<pre>\nhttps://www.youtube.com/watch?v=SQEQr7c0-dw\n</pre>');
  });
});

describe('import HTML: images left on the old host (item 13)', () => {
  const item = (title: string, html: string, extra: Partial<SourceItem> = {}): SourceItem => ({ sourceId: title, title, slug: title, body: { html }, tags: [], featured: false, status: 'published', files: {}, oldPaths: [], ...extra });

  it('counts, per item and per host, the images still on the old site, with their folders, and not those the file brought', () => {
    const items = [
      item('Markup: Image Alignment', '<p><img class="aligncenter" src="https://wpthemetestdata.files.wordpress.com/2013/03/image-alignment-580x300.jpg"></p><img src="https://wpthemetestdata.files.wordpress.com/2013/03/image-alignment-150x150.jpg"><img src="https://images.unsplash.com/photo-1.jpg">'),
      item('Moved in', '<img src="https://old.example.com/wp-content/uploads/2019/03/a.jpg"><img src="https://old.example.com/wp-content/uploads/2020/01/b.jpg">', {
        files: { 'https://old.example.com/wp-content/uploads/2020/01/b.jpg': 'wp-content/uploads/2020/01/b.jpg' },
        featureImage: 'https://wpthemetestdata.files.wordpress.com/2008/06/dsc04563.jpg',
      }),
    ];
    const warnings = oldHostImageWarnings(items, { source: 'wordpress', oldSiteUrl: TUT });
    expect(warnings).to.deep.equal([
      { item: 'Markup: Image Alignment', message: '2 images are still on wpthemetestdata.files.wordpress.com (/2013/): not copied here' },
      { item: 'Moved in', message: '1 image is still on old.example.com (/wp-content/uploads/2019/): not copied here' },
      { item: 'Moved in', message: '1 image is still on wpthemetestdata.files.wordpress.com (/2008/): not copied here' },
      { item: 'wpthemetestdata.files.wordpress.com', message: '3 images are still on wpthemetestdata.files.wordpress.com (/2013/, /2008/): copy its uploads folder (wp-content/uploads) into a zip beside the export and import the zip, and they are stored here' },
      { item: 'old.example.com', message: '1 image is still on old.example.com (/wp-content/uploads/2019/): copy its uploads folder (wp-content/uploads) into a zip beside the export and import the zip, and they are stored here' },
    ]);
  });

  it("counts Ghost's site-relative images and Substack's CDN, and names each folder down to its year", () => {
    const ghost = oldHostImageWarnings([item('Ghost post', '<img src="/content/images/2024/01/a.jpg"><img src="/content/images/2024/02/b.jpg">')], { source: 'ghost', oldSiteUrl: 'https://blog.example.org' });
    expect(ghost.map((warning) => warning.message)).to.deep.equal([
      '2 images are still on blog.example.org (/content/images/2024/): not copied here',
      '2 images are still on blog.example.org (/content/images/2024/): copy its uploads folder (content/images) into a zip beside the export and import the zip, and they are stored here',
    ]);
    const substack = oldHostImageWarnings([item('Letter', '<img src="https://substackcdn.com/image/fetch/w_1456/x.png">')], { source: 'substack' });
    expect(substack[1]).to.deep.equal({ item: 'substackcdn.com', message: '1 image is still on substackcdn.com (/image/fetch/w_1456/): they show only as long as Substack serves them: download them and add them in the media library' });
    expect(folderOf('/a.jpg')).to.equal('/');
    expect(oldHostImageWarnings([item('Plain', '<p>No images.</p><img src="data:image/png;base64,AAAA">')], { source: 'wordpress' })).to.deep.equal([]);
  });
});
