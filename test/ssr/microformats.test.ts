// Microformats for the IndieWeb (#49), read with microformats-parser as a reader's site would:
// an h-card for the owner on the home and About pages, an h-entry on each post and essay.
import { expect } from 'chai';
import { mf2 } from 'microformats-parser';
import { BlogPost, Essay } from '../../entities';
import { site } from '../helpers/defaultContent';
import { startTestServer, type TestServer } from '../helpers/testServer';

type Parsed = ReturnType<typeof mf2>;
type Item = Parsed['items'][number];

const itemsOf = (parsed: Parsed, type: string): Item[] => {
  const all = (items: Item[]): Item[] => items.flatMap((item) => [item, ...all(item.children ?? [])]);
  return all(parsed.items).filter((item) => item.type?.includes(type));
};
const value = (item: Item | undefined, name: string) => {
  const first = item?.properties[name]?.[0];
  return typeof first === 'string' ? first : first && 'value' in first ? first.value : first;
};

describe('SSR microformats', () => {
  let server: TestServer;
  const parsedPage = async (path: string) => mf2(await (await fetch(`${server.url}${path}`)).text(), { baseUrl: server.config.siteUrl });
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  for (const path of ['/', '/about']) {
    it(`${path} has the owner's h-card, with their name and the site's address`, async () => {
      const [card] = itemsOf(await parsedPage(path), 'h-card');
      expect(value(card, 'name')).to.equal(site.name);
      expect(value(card, 'url')).to.equal(`${server.config.siteUrl}/`);
    });
  }

  it('a post is an h-entry: p-name, e-content, dt-published, u-url and p-author', async () => {
    const post = await server.db.getRepository(BlogPost).findOneOrFail({ where: {}, order: { publishedAt: 'DESC' } });
    const [entry] = itemsOf(await parsedPage(`/blog/${post.slug}`), 'h-entry');
    expect(value(entry, 'name')).to.equal(post.title);
    expect(value(entry, 'url')).to.equal(`${server.config.siteUrl}/blog/${post.slug}`);
    expect(new Date(String(value(entry, 'published'))).toISOString()).to.equal(post.publishedAt?.toISOString());
    const content = entry.properties.content?.[0] as { html: string; value: string };
    const firstWords = post.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 30);
    expect(content.value.replace(/\s+/g, ' ')).to.include(firstWords);
    const author = entry.properties.author?.[0] as Item;
    expect(author.type).to.deep.equal(['h-card']);
    expect(value(author, 'name')).to.equal(site.name);
  });

  it('an essay is an h-entry too', async () => {
    const essay = await server.db.getRepository(Essay).findOneOrFail({ where: {}, order: { publishedAt: 'DESC' } });
    const [entry] = itemsOf(await parsedPage(`/ai-islam/${essay.slug}`), 'h-entry');
    expect(value(entry, 'name')).to.equal(essay.title);
    expect(value(entry, 'url')).to.equal(`${server.config.siteUrl}/ai-islam/${essay.slug}`);
    expect(value(entry, 'author')).to.equal(essay.authors);
    expect(entry.properties.content).to.have.length(1);
  });
});
