// The owner's design over HTTP: the accent chosen in the settings is in the very next page's head
// (a cached page included), in the browser's bar colour and the web app manifest; the icon
// chosen from the media library becomes the favicon and app icons, made from its real bytes.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { decode } from 'sharp-ico';
import { SettingsSection } from '../../entities/SettingsSection';
import type { MediaItemDto } from '../../views/api/adminTypes';
import { accentHead } from '../../views/style/accentCss';
import { adminJson } from '../helpers/adminClient';
import { pdf, photo, uploadMedia } from '../helpers/mediaFiles';
import { startTestServer, type TestServer } from '../helpers/testServer';

const TEAL = '#0d9488';
/** The indigo and violet the site was drawn in before its accent became a setting. */
const OLD_INDIGO_AND_VIOLET = ['#4338ca', '#3730a3', '#312e81', '#1e1b4b', '#4c1d95', '#6d28d9', '#c7d2fe', '#a5b4fc', '#e0e7ff', '#eef2ff', '#0f0d1f'];

describe('design settings: the accent and the icons', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ env: { PAGE_CACHE_MAX_AGE_SECONDS: '600' } });
  });
  after(() => server?.close());

  const patchDesign = (design: object) => adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { design } });
  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
  const accentOf = (html: string) => /:root\{--c-accent:(#[0-9a-f]{6});/.exec(html)?.[1];

  it('writes a teal accent into the head of the very next page, the cached page included', async () => {
    expect(accentOf(await page('/about'))).to.equal('#4338ca');
    // A row written behind the API's back bumps no version: the kept page and settings still
    // answer, which shows the next request is a cached one.
    await server.db.getRepository(SettingsSection).save({ section: 'design', value: JSON.stringify({ accentColor: '#be123c', iconMediaId: null }), updatedAt: new Date() });
    expect(accentOf(await page('/about')), 'the cached page').to.equal('#4338ca');

    const { status } = await patchDesign({ accentColor: TEAL });
    expect(status).to.equal(200);
    for (const path of ['/about', '/', '/blog', '/legacy']) {
      const html = await page(path);
      expect(accentOf(html), path).to.equal(TEAL);
      expect(html, path).to.include(accentHead(TEAL).css);
      expect(html, path).to.include(`<meta name="theme-color" content="${accentHead(TEAL).themeColor}">`);
      for (const colour of OLD_INDIGO_AND_VIOLET) expect(html.toLowerCase(), `${path} holds ${colour}`).to.not.include(colour);
    }
    const manifest = await (await fetch(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest.theme_color).to.equal(accentHead(TEAL).themeColor);
  });

  it("draws the social cards in the owner's accent, under a new address", async () => {
    const cardOf = (html: string) => /<meta property="og:image" content="[^"]*?(\/cards\/[^"]+)"/.exec(html)?.[1];
    await patchDesign({ accentColor: '#4338ca' });
    const before = cardOf(await page('/'));
    await patchDesign({ accentColor: TEAL });
    const after = cardOf(await page('/'));
    expect(after).to.be.a('string').and.not.equal(before);
    const png = Buffer.from(await (await fetch(`${server.url}${after}`)).arrayBuffer());
    const { data } = await sharp(png).extract({ left: 0, top: 0, width: 4, height: 4 }).raw().toBuffer({ resolveWithObject: true });
    const [red, green, blue] = data;
    expect(green, `the band's corner rgb(${red}, ${green}, ${blue}) is teal`).to.be.above(red);
    expect(green, `the band's corner rgb(${red}, ${green}, ${blue}) is not indigo`).to.be.at.least(blue);
  });

  it('refuses an accent that is not #rrggbb, and keeps the one there', async () => {
    for (const accentColor of ['teal', '#0d948', '#0d9488;}body{display:none', 'rgb(0,0,0)']) {
      const { status, body } = await patchDesign({ accentColor });
      expect(status, accentColor).to.equal(400);
      expect(JSON.stringify(body), accentColor).to.include('design.accentColor');
    }
    expect(accentOf(await page('/about'))).to.equal(TEAL);
  });

  it("makes the favicon and app icons from the owner's uploaded image, and goes back to the defaults", async () => {
    const logo = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 13, g: 148, b: 136, alpha: 1 } } }).png().toBuffer();
    const upload = await uploadMedia(server, logo, 'logo.png', { alt: 'Logo' });
    expect(upload.status).to.equal(201);
    const item = (await upload.json()) as MediaItemDto;
    expect((await patchDesign({ iconMediaId: item.id })).status).to.equal(200);

    for (const [path, size] of [['/images/icon-16.png', 16], ['/images/icon-32.png', 32], ['/images/apple-touch-icon.png', 180], ['/images/icon-192.png', 192], ['/images/icon-512.png', 512]] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).to.equal(200);
      expect(response.headers.get('content-type'), path).to.equal('image/png');
      const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], path).to.deep.equal([size, size]);
      expect([...data.subarray(0, 3)], `${path}: the owner's teal`).to.deep.equal([13, 148, 136]);
    }
    const ico = await fetch(`${server.url}/favicon.ico`);
    expect(ico.headers.get('content-type')).to.equal('image/x-icon');
    expect(decode(Buffer.from(await ico.arrayBuffer())).map((image) => image.width)).to.deep.equal([16, 32, 48]);

    const html = await page('/');
    expect(html, 'the default drawing is no longer offered').to.not.include('/images/icon.svg');
    const manifest = await (await fetch(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).to.deep.equal(['/images/icon-192.png', '/images/icon-512.png']);

    expect((await patchDesign({ iconMediaId: null })).status).to.equal(200);
    const restored = Buffer.from(await (await fetch(`${server.url}/images/icon-192.png`)).arrayBuffer());
    expect(restored.equals(readFileSync('static/images/icon-192.png')), 'the default file again').to.equal(true);
    expect(await page('/')).to.include('/images/icon.svg');
  });

  it('refuses an icon that is not in the media library, and changes nothing', async () => {
    const { status } = await patchDesign({ iconMediaId: 987654 });
    expect(status).to.equal(400);
    const restored = Buffer.from(await (await fetch(`${server.url}/favicon.ico`)).arrayBuffer());
    expect(restored.equals(readFileSync('static/favicon.ico'))).to.equal(true);
  });
});

describe('design settings: the portrait', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  const patchIdentity = (identity: object) => adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { identity } });
  const about = async () => (await fetch(`${server.url}/about`)).text();
  const personOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1])).find((data) => data['@type'] === 'Person');

  it('shows the initials until a photo is chosen', async () => {
    const html = await about();
    expect(html).to.not.include('<picture');
    expect(html).to.match(/aria-hidden="true"[^>]*>AR<\/div>/);
    expect(personOf(html)).to.not.have.property('image');
  });

  it('replaces the initials with a responsive photo and its alt text, and names it in JSON-LD Person.image', async () => {
    const upload = await uploadMedia(server, await photo(1200, 1200, { seed: 3 }), 'me.jpg', { alt: 'From the library' });
    const item = (await upload.json()) as MediaItemDto;
    expect((await patchIdentity({ portraitMediaId: item.id, portraitAlt: 'Alex Rivera smiling at a desk' })).status).to.equal(200);

    const html = await about();
    expect(html).to.not.match(/aria-hidden="true"[^>]*>AR<\/div>/);
    const picture = /<picture>.*?<\/picture>/s.exec(html)?.[0] ?? '';
    const hash = item.url.slice('/media/'.length, '/media/'.length + 32);
    expect(picture).to.include(`<source type="image/avif" srcSet="/media/${hash}-480.avif 480w, /media/${hash}-960.avif 960w, /media/${hash}-1200.avif 1200w" sizes="148px"/>`);
    // Even the <img> is a resized variant, with its srcset: never the original.
    expect(picture).to.include(`<img src="/media/${hash}-480.webp" srcSet="/media/${hash}-480.webp 480w, /media/${hash}-960.webp 960w, /media/${hash}-1200.webp 1200w" sizes="148px" alt="Alex Rivera smiling at a desk"`);
    expect(picture).not.to.include(`src="${item.url}"`);
    expect(personOf(html).image).to.equal(`${server.config.siteUrl}${item.url}`);

    // No alt text in the settings: the library's own.
    await patchIdentity({ portraitAlt: '' });
    expect(await about()).to.include('alt="From the library"');
  });

  it('refuses a portrait that is not in the media library, and keeps the one there', async () => {
    const { status } = await patchIdentity({ portraitMediaId: 424242 });
    expect(status).to.equal(400);
    expect(await about()).to.include('<picture>');
  });

  it('refuses (400, naming the field) a text file or a PDF as the portrait or the icon, whatever type the upload claimed', async () => {
    const before = (await adminJson(server, '/api/admin/settings')).body;
    const uploads = [
      await uploadMedia(server, Buffer.from('Not a picture at all.\n'), 'me.txt', { type: 'image/png' }),
      await uploadMedia(server, pdf(), 'me.pdf'),
    ];
    for (const upload of uploads) {
      const item = (await upload.json()) as MediaItemDto;
      expect(item.kind).to.equal('file');
      for (const [field, body] of [['identity.portraitMediaId', { identity: { portraitMediaId: item.id } }], ['design.iconMediaId', { design: { iconMediaId: item.id } }]] as const) {
        const refused = await adminJson(server, '/api/admin/settings', { method: 'PATCH', body });
        expect(refused.status, `${item.fileName} as ${field}`).to.equal(400);
        expect(refused.body.details.map((detail: { field: string }) => detail.field)).to.deep.equal([field]);
      }
    }
    expect((await adminJson(server, '/api/admin/settings')).body).to.deep.equal(before);
  });

  it("names the settings that use an item in the library's usedBy, and refuses (409) to delete it, even forced, naming the setting", async () => {
    const portrait = (await (await uploadMedia(server, await photo(600, 600, { seed: 5 }), 'portrait.jpg')).json()) as MediaItemDto;
    const icon = (await (await uploadMedia(server, await photo(512, 512, { seed: 6 }), 'icon.jpg')).json()) as MediaItemDto;
    expect((await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { identity: { portraitMediaId: portrait.id }, design: { iconMediaId: icon.id } } })).status).to.equal(200);

    const uses = await adminJson(server, `/api/admin/media/${portrait.id}/uses`);
    expect(uses.body).to.deep.equal([{ what: 'Settings', title: 'The portrait (identity.portraitMediaId)', editPath: '/admin/settings' }]);
    for (const [item, field] of [[portrait, 'identity.portraitMediaId'], [icon, 'design.iconMediaId']] as const) {
      for (const force of ['', '?force=true']) {
        const refused = await adminJson(server, `/api/admin/media/${item.id}${force}`, { method: 'DELETE' });
        expect(refused.status, `${field}${force}`).to.equal(409);
        expect(refused.body.error).to.include(field);
        expect(refused.body.details.usedBy.map((use: { title: string }) => use.title)).to.include(`${field === 'design.iconMediaId' ? 'The site icon' : 'The portrait'} (${field})`);
      }
      expect((await adminJson(server, `/api/admin/media/${item.id}`)).status).to.equal(200);
    }

    // Once the settings choose another (or none), it may go.
    expect((await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { design: { iconMediaId: null } } })).status).to.equal(200);
    expect((await adminJson(server, `/api/admin/media/${icon.id}/uses`)).body).to.deep.equal([]);
    expect((await adminJson(server, `/api/admin/media/${icon.id}`, { method: 'DELETE' })).status).to.equal(200);
  });
});
