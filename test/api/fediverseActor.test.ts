// The site as an account on the social web, read over HTTP as a fediverse server reads it:
// WebFinger, the actor, its keys (made once, kept across restarts), the outbox, a post's Article
// at its own address, the pages' links to them, and fediverse.enabled turning all of it off.
import { expect } from 'chai';
import { createApp } from '../../src/app';
import { BlogPost } from '../../entities/BlogPost';
import { FediverseKey } from '../../entities/FediverseKey';
import { publishedBy } from '../../src/services/published';
import { adminCall, adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

const AP = 'application/activity+json';

describe('fediverse actor', function () {
  this.timeout(60_000);
  let server: TestServer;
  let host: string;
  before(async () => {
    server = await startTestServer({ siteUrlIsOwnAddress: true });
    host = new URL(server.url).host;
  });
  after(() => server?.close());

  const getJson = async (path: string, accept = AP) => {
    const response = await fetch(`${server.url}${path}`, { headers: { Accept: accept } });
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: response.status === 200 ? await response.json() : undefined };
  };
  const setFediverse = (fediverse: Record<string, unknown>) => adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { fediverse } });
  const actorUrl = () => `${server.url}/ap/users/site`;

  it('answers WebFinger for @blog@host with the actor', async () => {
    const { status, body } = await getJson(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:blog@${host}`)}`, 'application/jrd+json');
    expect(status).to.equal(200);
    const self = body.links.find((link: { rel: string }) => link.rel === 'self');
    expect(self).to.include({ type: AP, href: actorUrl() });
    expect((await getJson(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:nobody@${host}`)}`)).status).to.equal(404);
  });

  it('serves the actor: a Person named from the settings, following accepted at once, with an RSA key', async () => {
    const { status, type, body } = await getJson('/ap/users/site');
    expect(status).to.equal(200);
    expect(type).to.match(/activity\+json|ld\+json/);
    expect(body).to.include({ id: actorUrl(), type: 'Person', preferredUsername: 'blog', name: 'Dr. Alex Rivera', summary: 'Exploring minds, machines and meaning', url: `${server.url}/`, manuallyApprovesFollowers: false });
    expect(body.inbox).to.equal(`${actorUrl()}/inbox`);
    expect(body.endpoints.sharedInbox).to.equal(`${server.url}/ap/inbox`);
    expect(body.publicKey.publicKeyPem).to.match(/^-----BEGIN PUBLIC KEY-----/);
    expect((await getJson('/ap/users/someone-else')).status).to.equal(404);
  });

  it('makes its RSA and Ed25519 keys once and keeps them across a restart', async () => {
    const kinds = (await server.db.getRepository(FediverseKey).find()).map((row) => row.kind).sort();
    expect(kinds).to.deep.equal(['ed25519', 'rsa']);
    const before = (await getJson('/ap/users/site')).body.publicKey.publicKeyPem;
    // A second app over the same database (a restart, or another process) serves the same key.
    const restarted = createApp({ db: server.db, config: server.config }).listen(0, '127.0.0.1');
    await new Promise((resolve) => restarted.once('listening', resolve));
    try {
      const address = restarted.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${address.port}/ap/users/site`, { headers: { Accept: AP } });
      expect(((await response.json()) as { publicKey: { publicKeyPem: string } }).publicKey.publicKeyPem).to.equal(before);
    } finally {
      restarted.close();
    }
    expect(await server.db.getRepository(FediverseKey).count()).to.equal(2);
  });

  it("pages the outbox with the published posts as Create(Article)", async () => {
    const { body: outbox } = await getJson('/ap/users/site/outbox');
    expect(outbox.type).to.equal('OrderedCollection');
    expect(outbox.totalItems).to.be.greaterThan(20);
    const { body: page } = await getJson(new URL(outbox.first).pathname + new URL(outbox.first).search);
    expect(page.orderedItems).to.have.length(20);
    expect(page.orderedItems[0].type).to.equal('Create');
    expect(page.orderedItems[0].object.type).to.equal('Article');
    expect(page.next).to.be.a('string');
  });

  it("answers a post's address with its Article to ActivityPub, and with the page to a browser", async () => {
    const post = await server.db.getRepository(BlogPost).findOneOrFail({ where: { publishedAt: publishedBy() }, order: { publishedAt: 'DESC' } });
    const { status, body } = await getJson(`/blog/${post.slug}`);
    expect(status).to.equal(200);
    expect(body).to.include({ type: 'Article', id: `${server.url}/blog/${post.slug}`, url: `${server.url}/blog/${post.slug}`, name: post.title, summary: post.excerpt, attributedTo: actorUrl() });
    expect(body.content).to.be.a('string').and.not.empty;
    expect(body.to).to.satisfy((to: string | string[]) => [to].flat().includes('as:Public') || [to].flat().includes('https://www.w3.org/ns/activitystreams#Public'));
    const page = await fetch(`${server.url}/blog/${post.slug}`, { headers: { Accept: 'text/html' } });
    expect(page.headers.get('content-type')).to.match(/text\/html/);
    const html = await page.text();
    expect(html).to.include(`<link rel="alternate" type="application/activity+json" href="${server.url}/blog/${post.slug}">`);
    expect((await getJson('/blog/no-such-post')).status).to.equal(404);
  });

  it("links the actor from every public page's head", async () => {
    for (const path of ['/', '/about', '/blog']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).to.include(`<link rel="alternate" type="application/activity+json" href="${actorUrl()}">`);
    }
  });

  it('takes a new handle and the old account address, and refuses a bad handle with nothing saved', async () => {
    const bad = await setFediverse({ handle: 'Not A Handle!' });
    expect(bad.status).to.equal(400);
    const { status } = await setFediverse({ handle: 'alex', alsoKnownAs: 'https://mastodon.example/users/alex' });
    expect(status).to.equal(200);
    expect((await getJson(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:alex@${host}`)}`)).status).to.equal(200);
    expect((await getJson(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:blog@${host}`)}`)).status).to.equal(404);
    const { body } = await getJson('/ap/users/site');
    expect(body.preferredUsername).to.equal('alex');
    expect(body.alsoKnownAs).to.equal('https://mastodon.example/users/alex');
  });

  it('lists the followers to the owner only', async () => {
    expect((await adminJson(server, '/api/admin/fediverse/followers')).body).to.deep.equal({ items: [], host });
    expect((await adminCall(server, '/api/admin/fediverse/followers', { key: null })).status).to.equal(401);
    expect((await adminCall(server, '/api/admin/fediverse/followers', { key: 'wrong-key-0123456789abcdef' })).status).to.equal(401);
  });

  it('answers 404 everywhere and links nothing while fediverse.enabled is off', async () => {
    expect((await setFediverse({ enabled: false })).status).to.equal(200);
    try {
      expect((await getJson('/ap/users/site')).status).to.equal(404);
      expect((await getJson(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:alex@${host}`)}`)).status).to.equal(404);
      expect((await getJson('/ap/users/site/outbox')).status).to.equal(404);
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html).not.to.include('application/activity+json');
    } finally {
      await setFediverse({ enabled: true });
    }
  });
});
