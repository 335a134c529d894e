// The Atom and JSON Feed builders on their own: the cases a seeded database never shows.
import { expect } from 'chai';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildAtom } from '../../src/feeds/atom';
import { blogFeed, type DescribedChannel, essayFeed, feedAlternates } from '../../src/feeds/channels';
import { absoluteLinks } from '../../src/feeds/feedCommon';
import { buildJsonFeed } from '../../src/feeds/jsonFeed';
import type { FeedItem } from '../../src/services/feeds';
import { defaultSettings } from '../../views/content/defaultSettings';

const SITE_URL = 'https://minds.example.org';
const channel: DescribedChannel = { ...essayFeed, title: 'Essays of A. Writer', description: 'Essays.', ownerName: 'A. Writer' };
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, trimValues: false }).parse(xml);

const item = (overrides: Partial<FeedItem> = {}): FeedItem => ({
  slug: 'an-essay',
  title: 'An Essay',
  excerpt: 'About things.',
  html: '<p>Body.</p>',
  categories: [],
  author: 'A. Writer and B. Writer',
  image: null,
  publishedAt: '2024-03-01T09:00:00.000Z',
  lastModified: '2024-03-02T10:30:00.000Z',
  ...overrides,
});

describe('feed formats', () => {
  it('gives an empty Atom feed a fixed updated time, so its ETag does not change from request to request', () => {
    const xml = buildAtom(SITE_URL, channel, []);
    expect(XMLValidator.validate(xml)).to.equal(true);
    expect(parse(xml).feed.updated).to.equal('1970-01-01T00:00:00.000Z');
    expect(buildAtom(SITE_URL, channel, [])).to.equal(xml);
    expect(JSON.parse(buildJsonFeed(SITE_URL, channel, [])).items).to.deep.equal([]);
  });

  it('drops the control characters XML cannot carry from an Atom entry, and keeps them in JSON', () => {
    const title = 'Bell\u0007 and tab\t';
    const xml = buildAtom(SITE_URL, channel, [item({ title })]);
    expect(XMLValidator.validate(xml)).to.equal(true);
    expect(parse(xml).feed.entry.title).to.equal('Bell and tab\t');
    expect(JSON.parse(buildJsonFeed(SITE_URL, channel, [item({ title })])).items[0].title).to.equal(title);
  });

  it('names an entry by its canonical address, the slug encoded', () => {
    const slugged = item({ slug: 'ai & "us"' });
    expect(parse(buildAtom(SITE_URL, channel, [slugged])).feed.entry.id).to.equal(`${SITE_URL}/ai-islam/ai%20%26%20%22us%22`);
    expect(JSON.parse(buildJsonFeed(SITE_URL, channel, [slugged])).items[0].id).to.equal(`${SITE_URL}/ai-islam/ai%20%26%20%22us%22`);
  });

  it('gives a JSON item an image only when it is a raster one, as an absolute address', () => {
    const imageOf = (image: string | null) => JSON.parse(buildJsonFeed(SITE_URL, channel, [item({ image })])).items[0].image;
    expect(imageOf('/media/cover.webp')).to.equal(`${SITE_URL}/media/cover.webp`);
    expect(imageOf('https://cdn.example/cover.JPG?w=800')).to.equal('https://cdn.example/cover.JPG?w=800');
    expect(imageOf('/images/blog/drawing.svg')).to.equal(undefined);
    expect(imageOf(null)).to.equal(undefined);
  });

  it('makes root-relative links and images absolute, and leaves other addresses alone', () => {
    const html = '<a href="/about">a</a><img src="/x.png"><a href="//cdn.example/y">b</a><a href="https://elsewhere.example/">c</a><a href="#top">d</a>';
    expect(absoluteLinks(html, SITE_URL)).to.equal(
      `<a href="${SITE_URL}/about">a</a><img src="${SITE_URL}/x.png"><a href="//cdn.example/y">b</a><a href="https://elsewhere.example/">c</a><a href="#top">d</a>`,
    );
  });

  it('lists all six feeds for autodiscovery, channel by channel with RSS first, each at its own address', () => {
    const alternates = feedAlternates(defaultSettings);
    expect(alternates.map((feed) => [feed.type, feed.path])).to.deep.equal([
      ['application/rss+xml', '/rss.xml'],
      ['application/atom+xml', '/atom.xml'],
      ['application/feed+json', '/feed.json'],
      ['application/rss+xml', '/ai-islam/rss.xml'],
      ['application/atom+xml', '/ai-islam/atom.xml'],
      ['application/feed+json', '/ai-islam/feed.json'],
    ]);
    expect(alternates[0].title).to.equal(`${defaultSettings.identity.name} — Blog`);
    expect(new Set(alternates.map((feed) => feed.title)).size).to.equal(6);
  });

  it("leaves out the feeds of a section the owner turned off, and names the owner's site", () => {
    const settings = { ...defaultSettings, identity: { ...defaultSettings.identity, name: 'Sam Teal' }, sections: { ...defaultSettings.sections, essays: false } };
    expect(feedAlternates(settings).map((feed) => feed.path)).to.deep.equal([blogFeed.path, blogFeed.atomPath, blogFeed.jsonFeedPath]);
    expect(feedAlternates(settings)[0].title).to.equal('Sam Teal — Blog');
  });
});
