// A second ActivityPub server for the tests, on loopback: a small Fedify server with two actors,
// @reader and @mallory (another user of the same server, for the hostile cases), that can look
// accounts up, follow and unfollow them, and keeps every activity its inboxes receive. Fedify
// checks the signatures of what it receives, as Mastodon would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Context, createFederation, generateCryptoKeyPair, MemoryKvStore } from '@fedify/fedify';
import { Accept, type Activity, Create, Delete, Endpoints, Follow, Person, Undo, Update } from '@fedify/vocab';

export interface RemoteServer {
  url: string;
  actorId: URL;
  /** Every activity received, in order. */
  received: Activity[];
  context(): Context<void>;
  close(): Promise<void>;
}

export async function startRemoteServer(): Promise<RemoteServer> {
  const received: Activity[] = [];
  const names: Record<string, string> = { reader: 'A Reader', mallory: 'Mallory' };
  const keys: Record<string, CryptoKeyPair> = { reader: await generateCryptoKeyPair('RSASSA-PKCS1-v1_5'), mallory: await generateCryptoKeyPair('RSASSA-PKCS1-v1_5') };
  const federation = createFederation<void>({ kv: new MemoryKvStore(), allowPrivateAddress: true });
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (!names[identifier]) return null;
      const [pair] = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: names[identifier],
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pair.cryptographicKey,
      });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => (keys[identifier] ? [keys[identifier]] : []));
  const keep = async (_ctx: unknown, activity: Activity) => void received.push(activity);
  federation.setInboxListeners('/users/{identifier}/inbox', '/inbox').on(Accept, keep).on(Create, keep).on(Update, keep).on(Delete, keep).on(Follow, keep).on(Undo, keep);

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(new URL(req.url ?? '/', url), { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
    const response = await federation.fetch(request, { contextData: undefined });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = () => federation.createContext(new URL(url), undefined);
  return {
    url,
    actorId: context().getActorUri('reader'),
    received,
    context,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
