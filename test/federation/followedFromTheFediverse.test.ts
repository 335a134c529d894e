// End to end, with a second Fedify server on loopback and only the site's address: it finds the
// actor from the home page and by URL, follows it and gets Accept; hears Create(Article) for a
// new post, Update for an edit and Delete for a deletion, a scheduled post when its time comes and
// never a draft; its Undo removes it from the admin's followers. An unsigned inbox POST is 401.
// Its reply to a post waits for the owner and, approved, shows under the post; its likes count once.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { Accept, type Activity, Announce, Article, Create, Delete, Follow, Like, Note, Person, Tombstone, Undo, Update } from '@fedify/vocab';
import { BlogPost } from '../../entities/BlogPost';
import { FediverseQueuedMessage } from '../../entities/FediverseQueuedMessage';
import { startFederationWorker, type FederationWorker } from '../../src/federation/worker';
import { addFollower } from '../../src/services/fediverse/followers';
import { adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { type RemoteServer, startRemoteServer } from './remoteServer';

async function until<T>(find: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('followed from the fediverse', function () {
  this.timeout(120_000);
  let site: TestServer;
  let worker: FederationWorker;
  let remote: RemoteServer;
  let siteActor: URL;

  before(async () => {
    site = await startTestServer({ seed: false, siteUrlIsOwnAddress: true, env: { FEDIVERSE_ALLOW_PRIVATE_ADDRESSES: 'true' } });
    worker = startFederationWorker({ db: site.db, config: site.config }, 200);
    remote = await startRemoteServer();
  });
  after(async () => {
    await worker?.stop();
    await remote?.close();
    await site?.close();
  });

  const followers = async () => (await adminJson<{ items: { id: number; handle: string; name: string; inbox: string; followedAt: string }[] }>(site, '/api/admin/fediverse/followers')).body.items;
  const receivedAfter = <T extends Activity>(count: number, type: new (...args: never[]) => T) => until(() => remote.received.slice(count).find((activity): activity is T => activity instanceof type), type.name);

  it('finds the actor from the home page, and by its address', async () => {
    const home = await (await fetch(`${site.url}/`)).text();
    const href = home.match(/<link rel="alternate" type="application\/activity\+json" href="([^"]+)">/)?.[1];
    expect(href).to.equal(`${site.url}/ap/users/site`);
    const actor = await remote.context().lookupObject(href as string);
    expect(actor?.id?.href).to.equal(href);
    siteActor = actor?.id as URL;
  });

  it('follows it and gets Accept, and shows in the admin', async () => {
    const ctx = remote.context();
    const actor = await ctx.lookupObject(siteActor.href);
    const seen = remote.received.length;
    await ctx.sendActivity({ identifier: 'reader' }, actor as never, new Follow({ id: new URL(`${remote.url}/follows/1`), actor: remote.actorId, object: siteActor }));
    const accept = await receivedAfter(seen, Accept);
    expect(accept.actorId?.href).to.equal(siteActor.href);
    const items = await until(async () => ((await followers()).length === 1 ? followers() : undefined), 'the follower');
    expect(items[0]).to.include({ handle: `@reader@${new URL(remote.url).host}`, name: 'A Reader', inbox: `${remote.url}/users/reader/inbox` });
    expect(items[0].followedAt).to.match(/^\d{4}-\d\d-\d\dT/);
  });

  let postId: number;
  let postSlug: string;
  it('hears Create(Article) for a new post: title, summary, content, address, tags', async () => {
    const seen = remote.received.length;
    const { status, body } = await adminJson(site, '/api/admin/blog', {
      method: 'POST',
      body: { title: 'Hello, fediverse', excerpt: 'A summary for Mastodon.', content: '<p>The whole <em>post</em>.</p>', category: 'brain-and-learning', tags: ['Machine Learning'], featuredImage: '/images/cover.jpg' },
    });
    expect(status).to.equal(201);
    postId = body.item.id;
    postSlug = body.item.slug;
    const create = await receivedAfter(seen, Create);
    const article = await create.getObject();
    expect(article).to.be.instanceOf(Article);
    const slug = body.item.slug;
    expect(article?.id?.href).to.equal(`${site.url}/blog/${slug}`);
    expect(article?.name?.toString()).to.equal('Hello, fediverse');
    expect(article?.summary?.toString()).to.equal('A summary for Mastodon.');
    expect(article?.content?.toString()).to.equal('<p>The whole <em>post</em>.</p>');
    expect(article?.url?.toString()).to.equal(`${site.url}/blog/${slug}`);
    expect(article?.attributionId?.href).to.equal(siteActor.href);
    const tags = [];
    for await (const tag of (article as Article).getTags()) tags.push(tag);
    expect(tags.map((tag) => (tag as { name?: unknown }).name?.toString())).to.deep.equal(['#MachineLearning']);
    const attachments = [];
    for await (const attachment of (article as Article).getAttachments()) attachments.push(attachment);
    expect(attachments).to.have.length(1);
  });

  it('hears Update for an edit', async () => {
    const seen = remote.received.length;
    const { status } = await adminJson(site, `/api/admin/blog/${postId}`, { method: 'PUT', body: { title: 'Hello again, fediverse', slug: postSlug, content: '<p>Edited.</p>', category: 'brain-and-learning' } });
    expect(status).to.equal(200);
    const update = await receivedAfter(seen, Update);
    const article = await update.getObject();
    expect(article?.name?.toString()).to.equal('Hello again, fediverse');
    expect(remote.received.slice(seen).filter((activity) => activity instanceof Create)).to.have.length(0);
  });

  it('hears Delete of the old address and Create of the new one when the address changes', async () => {
    const seen = remote.received.length;
    await adminJson(site, `/api/admin/blog/${postId}`, { method: 'PUT', body: { title: 'Hello again, fediverse', slug: 'hello-moved', content: '<p>Edited.</p>', category: 'brain-and-learning' } });
    const deletion = await receivedAfter(seen, Delete);
    expect(deletion.objectId?.href).to.equal(`${site.url}/blog/${postSlug}`);
    const create = await receivedAfter(seen, Create);
    expect(create.objectId?.href).to.equal(`${site.url}/blog/hello-moved`);
  });

  it('hears nothing of a draft, and a scheduled post when its time comes', async () => {
    const seen = remote.received.length;
    await adminJson(site, '/api/admin/blog', { method: 'POST', body: { title: 'Draft only', content: '<p>Not yet.</p>', category: 'brain-and-learning', publishedAt: null } });
    const soon = new Date(Date.now() + 1500).toISOString();
    await adminJson(site, '/api/admin/blog', { method: 'POST', body: { title: 'Scheduled', content: '<p>Later.</p>', category: 'brain-and-learning', publishedAt: soon } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(remote.received.slice(seen)).to.have.length(0);
    const create = await receivedAfter(seen, Create);
    expect((await create.getObject())?.name?.toString()).to.equal('Scheduled');
    await new Promise((resolve) => setTimeout(resolve, 700)); // the worker looks every 200 ms: it sends each once
    expect(remote.received.slice(seen).filter((activity) => activity instanceof Create)).to.have.length(1);
  });

  it('drops a follower whose inbox answers 410 Gone, and keeps the others', async () => {
    const gone = createServer((_req, res) => {
      res.writeHead(410).end();
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => gone.once('listening', resolve));
    const goneUrl = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
    try {
      await addFollower(site.db, { actorId: `${goneUrl}/users/gone`, handle: '@gone@example', name: 'Gone', inbox: `${goneUrl}/users/gone/inbox`, sharedInbox: null });
      expect(await followers()).to.have.length(2);
      const seen = remote.received.length;
      await adminJson(site, '/api/admin/blog', { method: 'POST', body: { title: 'For everyone still here', content: '<p>Hello.</p>', category: 'brain-and-learning' } });
      await receivedAfter(seen, Create);
      const left = await until(async () => {
        const items = await followers();
        return items.length === 1 ? items : undefined;
      }, 'the gone follower to be dropped');
      expect(left[0].name).to.equal('A Reader');
    } finally {
      gone.close();
    }
  });

  it('hears Delete(Tombstone) for a deletion', async () => {
    const slug = (await site.db.getRepository(BlogPost).findOneByOrFail({ id: postId })).slug;
    const seen = remote.received.length;
    expect((await adminJson(site, `/api/admin/blog/${postId}`, { method: 'DELETE' })).status).to.equal(200);
    const deletion = await receivedAfter(seen, Delete);
    const tombstone = await deletion.getObject();
    expect(tombstone).to.be.instanceOf(Tombstone);
    expect(tombstone?.id?.href).to.equal(`${site.url}/blog/${slug}`);
  });

  it('answers 401 to an unsigned inbox POST, and stores nothing of it', async () => {
    const follow = { '@context': 'https://www.w3.org/ns/activitystreams', id: 'http://127.0.0.1:1/follows/x', type: 'Follow', actor: 'http://127.0.0.1:1/users/mallory', object: siteActor.href };
    for (const path of ['/ap/inbox', '/ap/users/site/inbox']) {
      const response = await fetch(`${site.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/activity+json' }, body: JSON.stringify(follow) });
      expect(response.status, path).to.equal(401);
    }
    const huge = await fetch(`${site.url}/ap/inbox`, { method: 'POST', headers: { 'Content-Type': 'application/activity+json' }, body: JSON.stringify({ ...follow, summary: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(huge.status).to.equal(413);
    expect(await followers()).to.have.length(1);
  });

  it('sends nothing, and takes nothing, while fediverse.enabled is off', async () => {
    const setEnabled = (enabled: boolean) => adminJson(site, '/api/admin/settings', { method: 'PATCH', body: { fediverse: { enabled } } });
    expect((await setEnabled(false)).status).to.equal(200);
    const seen = remote.received.length;
    try {
      await adminJson(site, '/api/admin/blog', { method: 'POST', body: { title: 'Said while away', content: '<p>Quiet.</p>', category: 'brain-and-learning' } });
      expect((await fetch(`${site.url}/ap/inbox`, { method: 'POST', headers: { 'Content-Type': 'application/activity+json' }, body: '{}' })).status).to.equal(404);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // five of the worker's looks
      expect(remote.received.slice(seen)).to.have.length(0);
    } finally {
      await setEnabled(true);
    }
  });

  it('tells followers of a new handle by Update(Person), and still answers WebFinger for the old one with the same actor', async () => {
    const host = new URL(site.url).host;
    const webfinger = async (handle: string) => {
      const response = await fetch(`${site.url}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${handle}@${host}`)}`);
      if (response.status !== 200) return response.status;
      const { links } = (await response.json()) as { links: { rel: string; href: string }[] };
      return links.find((link) => link.rel === 'self')?.href;
    };
    const personUpdates = (from: number) => remote.received.slice(from).filter((activity) => activity instanceof Update && activity.objectId?.href === siteActor.href);
    const setHandle = (handle: string) => adminJson(site, '/api/admin/settings', { method: 'PATCH', body: { fediverse: { handle } } });
    expect(await webfinger('blog')).to.equal(siteActor.href);
    expect(await webfinger('writer')).to.equal(404);

    const seen = remote.received.length;
    expect((await setHandle('writer')).status).to.equal(200);
    const update = await until(() => personUpdates(seen)[0] as Update | undefined, 'Update(Person)');
    const person = await update.getObject();
    expect(person).to.be.instanceOf(Person);
    expect((person as Person).preferredUsername?.toString()).to.equal('writer');
    expect(update.actorId?.href).to.equal(siteActor.href);
    expect(await webfinger('writer')).to.equal(siteActor.href);
    expect(await webfinger('blog'), 'the old handle finds the same actor').to.equal(siteActor.href);
    expect(await webfinger('nobody')).to.equal(404);
    const actor = await (await fetch(siteActor.href, { headers: { Accept: 'application/activity+json' } })).json();
    expect(actor).to.include({ id: siteActor.href, preferredUsername: 'writer' });
    await new Promise((resolve) => setTimeout(resolve, 1000)); // five more looks: the change is told once
    expect(personUpdates(seen)).to.have.length(1);
    expect(await followers()).to.have.length(1);

    const back = remote.received.length;
    expect((await setHandle('blog')).status).to.equal(200);
    const again = await until(() => personUpdates(back)[0] as Update | undefined, 'the second Update(Person)');
    expect(((await again.getObject()) as Person).preferredUsername?.toString()).to.equal('blog');
    expect(await webfinger('writer')).to.equal(siteActor.href);
  });

  it("removes the follower on its Undo", async () => {
    const ctx = remote.context();
    const actor = await ctx.lookupObject(siteActor.href);
    const follow = new Follow({ id: new URL(`${remote.url}/follows/1`), actor: remote.actorId, object: siteActor });
    await ctx.sendActivity({ identifier: 'reader' }, actor as never, new Undo({ id: new URL(`${remote.url}/undos/1`), actor: remote.actorId, object: follow }));
    await until(async () => ((await followers()).length === 0 ? true : undefined), 'the follower to go');
  });

  describe('replies, likes and boosts', () => {
    let postUrl: string;
    let postPath: string;
    const send = async (activity: Activity, identifier = 'reader') => {
      const ctx = remote.context();
      // Fedify sends at once (the remote has no queue) and throws unless the site answers 2xx; the
      // site queues what it accepts and its worker handles it, so the tests wait for the outcome.
      await ctx.sendActivity({ identifier }, (await ctx.lookupObject(siteActor.href)) as never, activity);
    };
    const comments = async (status: string) => (await adminJson<{ items: { id: number; authorName: string; authorUrl: string; authorHandle: string; contentHtml: string; externalId: string; itemPath: string }[] }>(site, `/api/admin/comments?status=${status}`)).body.items;
    const pageOf = async (path: string) => (await fetch(`${site.url}${path}`)).text();
    const note = (n: number, inReplyTo: string, content: string) => new Note({ id: new URL(`${remote.url}/notes/${n}`), attribution: remote.actorId, replyTarget: new URL(inReplyTo), content });
    const create = (n: number, object: Note) => new Create({ id: new URL(`${remote.url}/creates/${n}`), actor: remote.actorId, object });

    before(async () => {
      const { body } = await adminJson(site, '/api/admin/blog', { method: 'POST', body: { title: 'Talk to me', content: '<p>Replies welcome.</p>', category: 'brain-and-learning' } });
      postPath = `/blog/${body.item.slug}`;
      postUrl = `${site.url}${postPath}`;
    });

    it('takes a reply as a pending comment, not shown until the owner approves it', async () => {
      await send(create(1, note(1, postUrl, '<p>A fine post, <script>alert(1)</script>thank you.</p>')));
      const [pending] = await until(async () => ((await comments('pending')).length ? comments('pending') : undefined), 'the pending reply');
      expect(pending).to.include({ authorName: 'A Reader', authorUrl: remote.actorId.href, authorHandle: `@reader@${new URL(remote.url).host}`, externalId: `${remote.url}/notes/1`, itemPath: postPath });
      expect(pending.contentHtml).to.include('A fine post').and.not.include('script');
      expect(await pageOf(postPath)).not.to.include('A fine post');

      expect((await adminJson(site, `/api/admin/comments/${pending.id}`, { method: 'PATCH', body: { status: 'approved' } })).status).to.equal(200);
      const page = await pageOf(postPath);
      expect(page).to.include('A fine post').and.include('A Reader');
    });

    it('edits the comment on Update(Note), and removes it on Delete', async () => {
      await send(new Update({ id: new URL(`${remote.url}/updates/1`), actor: remote.actorId, object: note(1, postUrl, '<p>A fine post, edited.</p>') }));
      await until(async () => ((await pageOf(postPath)).includes('A fine post, edited.') ? true : undefined), 'the edit');
      expect(await comments('approved')).to.have.length(1);
      await send(new Delete({ id: new URL(`${remote.url}/deletes/1`), actor: remote.actorId, object: new URL(`${remote.url}/notes/1`) }));
      await until(async () => ((await comments('approved')).length === 0 ? true : undefined), 'the deletion');
      expect(await pageOf(postPath)).not.to.include('A fine post');
    });

    it('ignores replies to anything else, and accepts (without storing) one the comments service refuses', async () => {
      await send(create(2, note(2, `${remote.url}/notes/elsewhere`, '<p>Not about the site.</p>')));
      await send(create(3, note(3, `${site.url}/about`, '<p>About the about page.</p>')));
      await send(create(4, note(4, postUrl, '<p><img src="x.png"></p>')));
      // A reply sent after them arrives: the worker has gone past the others.
      await send(create(5, note(5, postUrl, '<p>After the others.</p>')));
      const pending = await until(async () => ((await comments('pending')).length ? comments('pending') : undefined), 'the later reply');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await comments('pending')).map((comment) => comment.externalId)).to.deep.equal([`${remote.url}/notes/5`]);
      expect(pending).to.have.length(1);
      // Refused, not failed: nothing is left in the queue to be retried.
      expect(await site.db.getRepository(FediverseQueuedMessage).count()).to.equal(0);
    });

    it('counts a Like once even when sent twice, a boost apart, and uncounts on Undo(Like)', async () => {
      const like = new Like({ id: new URL(`${remote.url}/likes/1`), actor: remote.actorId, object: new URL(postUrl) });
      await send(like);
      await send(like);
      await send(new Announce({ id: new URL(`${remote.url}/announces/1`), actor: remote.actorId, object: new URL(postUrl) }));
      await until(async () => ((await pageOf(postPath)).includes('1 like · 1 boost') ? true : undefined), 'the like and the boost');
      await new Promise((resolve) => setTimeout(resolve, 500)); // the second Like has had its turn
      expect(await pageOf(postPath)).to.include('1 like · 1 boost');
      await send(new Undo({ id: new URL(`${remote.url}/undos/like-1`), actor: remote.actorId, object: like }));
      await until(async () => ((await pageOf(postPath)).includes('1 like') ? undefined : true), 'the undone like');
      expect(await pageOf(postPath)).to.include('1 boost');
    });

    it("lets another actor of the same server neither edit, delete nor undo the reader's reply and reactions", async () => {
      const mallory = remote.context().getActorUri('mallory');
      await send(create(6, note(6, postUrl, '<p>Mine to keep.</p>')));
      const [mine] = await until(async () => ((await comments('pending')).some((comment) => comment.externalId.endsWith('/notes/6')) ? comments('pending') : undefined), 'the reply');
      expect((await adminJson(site, `/api/admin/comments/${mine.id}`, { method: 'PATCH', body: { status: 'approved' } })).status).to.equal(200);
      await send(new Like({ id: new URL(`${remote.url}/likes/2`), actor: remote.actorId, object: new URL(postUrl) }));
      await until(async () => ((await pageOf(postPath)).includes('1 like · 1 boost') ? true : undefined), "the reader's like");

      // Signed by mallory, about the reader's Note and Like: each names mallory as its actor (Fedify refuses an activity whose actor is not its signer).
      const forged = new Note({ id: new URL(`${remote.url}/notes/6`), attribution: mallory, replyTarget: new URL(postUrl), content: '<p>Forged words.</p>' });
      await send(new Update({ id: new URL(`${remote.url}/updates/forged`), actor: mallory, object: forged }), 'mallory');
      await send(new Delete({ id: new URL(`${remote.url}/deletes/forged`), actor: mallory, object: new URL(`${remote.url}/notes/6`) }), 'mallory');
      const readersLike = new Like({ id: new URL(`${remote.url}/likes/2`), actor: remote.actorId, object: new URL(postUrl) });
      await send(new Undo({ id: new URL(`${remote.url}/undos/forged-1`), actor: mallory, object: readersLike }), 'mallory');
      await send(new Undo({ id: new URL(`${remote.url}/undos/forged-2`), actor: mallory, object: new Like({ id: new URL(`${remote.url}/likes/never`), actor: mallory, object: new URL(postUrl) }) }), 'mallory');
      // A reply sent after them arrives: the worker has gone past them.
      await send(create(7, note(7, postUrl, '<p>After the forgeries.</p>')));
      await until(async () => ((await comments('pending')).some((comment) => comment.externalId.endsWith('/notes/7')) ? true : undefined), 'the later reply');

      const approved = await comments('approved');
      expect(approved.map((comment) => [comment.externalId, comment.authorName, comment.contentHtml])).to.deep.equal([[`${remote.url}/notes/6`, 'A Reader', '<p>Mine to keep.</p>']]);
      const page = await pageOf(postPath);
      expect(page).to.include('Mine to keep.').and.include('1 like · 1 boost').and.not.include('Forged words');

      // The reader's own Delete still works.
      await send(new Delete({ id: new URL(`${remote.url}/deletes/6`), actor: remote.actorId, object: new URL(`${remote.url}/notes/6`) }));
      await until(async () => ((await comments('approved')).length === 0 ? true : undefined), "the reader's deletion");
    });
  });
});
