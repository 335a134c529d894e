// The owner's library in Chromium, on a phone: the folded admin menu, uploading to the media
// library (with alt text), a book with a cover under 'My Book', reordering, a featured image
// served as AVIF/WebP <picture>, and a quote and a teaser met on the home page.
import { expect } from 'chai';
import sharp from 'sharp';
import { BlogPost, BrainTeaser, Quote } from '../../entities';
import { MediaItem } from '../../entities/MediaItem';
import type { BookDto } from '../../views/api/types';
import { browserSuite } from '../helpers/browserSuite';
import { photo } from '../helpers/mediaFiles';

const phone = { width: 390, height: 844, touch: true, adminKey: true } as const;

describe('browser: the owner\'s library on a phone', () => {
  const suite = browserSuite();

  it('folds the admin navigation into one row that opens to every admin page', async () => {
    const { page } = await suite.visit('/admin/books', phone);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const closed = await nav.boundingBox();
    expect(closed?.height, 'one row when closed').to.be.below(60);
    expect(await nav.getByRole('link', { name: 'Media' }).isVisible()).to.equal(false);
    expect(await nav.getByRole('button', { name: /Admin menu/ }).innerText()).to.match(/Admin\s*menu\s*· Books$/i);
    const current = nav.locator('button span[data-current]');
    expect(await current.evaluate((span) => span.scrollWidth <= span.clientWidth), 'the current page\'s name is shown whole').to.equal(true);
    await nav.getByRole('button', { name: /Admin menu/ }).click();
    for (const name of ['Dashboard', 'Blog posts', 'Essays', 'Books', 'Resources', 'Quotes', 'Brain teasers', 'Media', 'Messages', 'Subscribers', 'Legacy wall', 'Emails', 'Seed']) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).to.equal(true);
    }
    await nav.getByRole('link', { name: 'Media' }).click();
    await page.getByRole('heading', { name: 'Media Library', level: 1 }).waitFor();
    expect(await nav.getByRole('link', { name: 'Quotes' }).isVisible(), 'the menu closes after a choice').to.equal(false);
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).to.equal(true);
  });

  // A photo's variants are encoded one at a time in the image process, at a lower priority: on a busy machine that takes a while.
  it('uploads a photo with its alt text, gives it to a new book as a cover, and the book shows under My Book', async function () {
    this.timeout(90_000);
    const { page, problems } = await suite.visit('/admin/media', phone);
    await page.getByLabel('Choose files to upload').setInputFiles({ name: 'my-book-cover.jpg', mimeType: 'image/jpeg', buffer: await photo(1000, 1500, { gps: true }) });
    const alt = page.getByLabel('Describe my-book-cover.jpg (alt text)');
    expect(await alt.inputValue(), 'proposed from the file name').to.equal('my book cover');
    await alt.fill('The cover of my book: a lighthouse at night');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page.getByText('Uploaded my-book-cover.jpg').waitFor();
    await page.getByRole('img', { name: 'The cover of my book: a lighthouse at night' }).waitFor();

    await page.goto(`${suite.server.url}/admin/books/new`);
    await page.getByLabel('Title *').fill('Lighthouses of the Mind');
    await page.getByLabel('Author *').fill('The Owner');
    await page.getByLabel('Rating (0 to 5)').fill('5');
    await page.getByLabel('Year').fill('2026');
    await page.getByLabel('Description *').fill('My own book, at last.');
    await page.getByLabel('Buy link *').fill('https://www.amazon.com/dp/EXAMPLE');
    await page.getByRole('button', { name: 'Choose from library' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /my-book-cover\.jpg/ }).click();
    expect(await page.getByLabel('Cover image').inputValue()).to.match(/^\/media\/[0-9a-f]{32}-1000x1500\.jpg$/);
    await page.getByRole('button', { name: 'Add book' }).click();
    await page.getByRole('heading', { name: 'Lighthouses of the Mind' }).waitFor();
    expect(new URL(page.url()).pathname).to.equal('/admin/books');

    const books = await page.goto(`${suite.server.url}/books`);
    expect(books?.status()).to.equal(200);
    const myBook = page.locator('section[aria-labelledby="my-book"]');
    await myBook.getByRole('heading', { name: 'Lighthouses of the Mind' }).waitFor();
    const sources = await myBook.locator('picture source').evaluateAll((nodes) => nodes.map((n) => [(n as HTMLSourceElement).type, (n as HTMLSourceElement).srcset]));
    expect(sources.map(([type]) => type)).to.deep.equal(['image/avif', 'image/webp']);
    expect(sources[0][1]).to.match(/-480\.avif 480w, .*-960\.avif 960w, .*-1000\.avif 1000w$/);
    const chosen = await myBook.getByRole('img', { name: 'Cover of Lighthouses of the Mind' }).evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(String(chosen)).to.match(/\.avif$/);
    expect(problems).to.deep.equal([]);
  });

  it('moves a book up from the admin list, and the public list follows', async () => {
    const { page } = await suite.visit('/admin/books', phone);
    const before = (await (await fetch(`${suite.server.url}/api/books`)).json()) as BookDto[];
    const last = before[before.length - 1];
    await page.getByRole('button', { name: `Move ${last.title} up` }).click();
    await page.locator('ol > li').nth(before.length - 2).getByRole('heading', { name: last.title }).waitFor();
    const after = (await (await fetch(`${suite.server.url}/api/books`)).json()) as BookDto[];
    expect(after.map((b) => b.id)).to.deep.equal([...before.slice(0, -2).map((b) => b.id), last.id, before[before.length - 2].id]);
  });

  it('gives a post a featured image: the post page serves it as a <picture> a phone loads small', async function () {
    this.timeout(90_000);
    const upload = await photo(1600, 840, { seed: 5 });
    const post = await suite.server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
    const { page } = await suite.visit(`/admin/blog/edit/${post.id}`, phone);
    await page.getByLabel('Upload an image').setInputFiles({ name: 'forgetting.jpg', mimeType: 'image/jpeg', buffer: upload });
    await page.getByLabel('Describe forgetting.jpg (alt text)').fill('A fading photograph');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page.getByText('Uploaded forgetting.jpg').waitFor();
    expect(await page.getByLabel('Featured image (optional)').inputValue()).to.match(/^\/media\/[0-9a-f]{32}-1600x840\.jpg$/);
    await page.getByRole('button', { name: 'Update Blog Post' }).click();
    await page.getByText('Blog post updated successfully!').first().waitFor(); // the form's alert, and the toast
    const item = await suite.server.db.getRepository(MediaItem).findOneByOrFail({ fileName: 'forgetting.jpg' });
    expect((await suite.server.db.getRepository(BlogPost).findOneByOrFail({ id: post.id })).featuredImage).to.include(item.hash);

    const reader = await suite.visit(`/blog/${post.slug}`, { width: 390, height: 844, touch: true });
    const image = reader.page.getByRole('img', { name: post.title });
    await image.waitFor();
    const shown = await image.evaluate((img) => ({ src: (img as HTMLImageElement).currentSrc, width: img.getAttribute('width'), height: img.getAttribute('height'), priority: img.getAttribute('fetchpriority') }));
    expect(shown).to.include({ width: '1600', height: '840', priority: 'high' });
    expect(shown.src).to.match(/-(480|960)\.avif$/);
    const served = Buffer.from(await (await fetch(new URL(shown.src).href)).arrayBuffer());
    expect(served.length, 'the phone downloads far fewer bytes than the upload').to.be.below(upload.length / 2);
    expect((await sharp(served).metadata()).width).to.be.at.most(960);
  });

  it('uploads an image dropped into the markdown, after asking its alt text, and places it at the cursor', async () => {
    const { page } = await suite.visit('/admin/ai-islam/new', phone);
    await page.getByRole('button', { name: 'Markdown source', exact: true }).click();
    const markdown = page.getByLabel('Markdown *');
    await markdown.fill('Before.\n\nAfter.');
    await markdown.evaluate((area) => (area as HTMLTextAreaElement).setSelectionRange(9, 9));
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).png().toBuffer();
    const dropped = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], 'diagram [v2].png', { type: 'image/png' }));
      return transfer;
    }, png.toString('base64'));
    await markdown.dispatchEvent('drop', { dataTransfer: dropped });
    await page.getByLabel('Describe diagram [v2].png (alt text)').fill('A diagram [second version]');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page.getByText('Uploaded diagram [v2].png').waitFor();
    expect(await markdown.inputValue()).to.match(/^Before\.\n\n!\[A diagram \\\[second version\\\]\]\(\/media\/[0-9a-f]{32}-64x48\.png\)\n\nAfter\.$/);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByTestId('body-preview').getByRole('img', { name: 'A diagram [second version]' }).waitFor();
  });

  it('adds a quote and a brain teaser the home page then shows', async () => {
    await suite.server.db.getRepository(Quote).clear();
    await suite.server.db.getRepository(BrainTeaser).clear();
    await suite.server.wroteDirectly();
    const { page } = await suite.visit('/admin/quotes/new', phone);
    await page.getByLabel('Quote *').fill('Attention is the rarest and purest form of generosity.');
    await page.getByLabel('Author *').fill('Simone Weil');
    await page.getByLabel('Category *').fill('Attention');
    await page.getByRole('button', { name: 'Add quote' }).click();
    await page.getByRole('heading', { name: /Attention is the rarest/ }).waitFor();

    await page.goto(`${suite.server.url}/admin/brain-teasers/new`);
    await page.getByLabel('Question *').fill('What gets wetter the more it dries?');
    await page.getByLabel('Answer *').fill('A towel');
    await page.getByLabel('Difficulty *').selectOption('medium');
    await page.getByLabel('Category *').fill('Riddles');
    await page.getByRole('button', { name: 'Add brain teaser' }).click();
    await page.getByRole('heading', { name: 'What gets wetter the more it dries?' }).waitFor();

    const home = await suite.visit('/', { width: 390, height: 844, touch: true });
    await home.page.getByText('Attention is the rarest and purest form of generosity.').waitFor();
    await home.page.getByText('What gets wetter the more it dries?').waitFor();
  });
});
