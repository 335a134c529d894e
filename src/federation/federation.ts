// The site's Fedify federation: one per database (every app and worker of a process over the
// same database shares it), with its key-value store and queue in that database, its addresses
// under SITE_URL, and private addresses out of reach unless FEDIVERSE_ALLOW_PRIVATE_ADDRESSES
// (tests only) says otherwise.
import { Article } from '@fedify/vocab';
import { createExponentialBackoffPolicy, createFederation, type Federation } from '@fedify/fedify';
import type { DataSource } from 'typeorm';
import type { AppDeps } from '../api/define';
import { removeFollowersAt } from '../services/fediverse/followers';
import { sharedItemAt } from '../services/fediverse/sharedItems';
import { currentSettings } from '../services/settings';
import { setActor } from './actor';
import { articleOf } from './articles';
import { setCollections } from './collections';
import { setInbox } from './inbox';
import { TypeOrmKvStore } from './kvStore';
import { DEFAULT_QUEUE_TIMING, TypeOrmMessageQueue } from './messageQueue';
import { ARTICLE_PATH } from './paths';
import { countOf } from '../../views/lib/plural';

function createSiteFederation(deps: AppDeps): Federation<AppDeps> {
  const federation = createFederation<AppDeps>({
    kv: new TypeOrmKvStore(deps.db),
    queue: new TypeOrmMessageQueue(deps.db, { ...DEFAULT_QUEUE_TIMING, claimMs: deps.config.fediverse.queueClaimMs }),
    // Each process starts its own listener (./worker.ts), so a request never starts one.
    manuallyStartQueue: true,
    origin: deps.config.siteUrl,
    allowPrivateAddress: deps.config.fediverse.allowPrivateAddresses,
    // A delivery is retried with backoff for about a day and a half (1 s doubling to 12 h, 12 attempts).
    outboxRetryPolicy: createExponentialBackoffPolicy({ maxAttempts: 12 }),
    // A server that keeps failing is held, not hammered; what it could not take for three days is dropped, and its followers with it.
    circuitBreaker: { heldActivityTtl: { days: 3 } },
  });
  setActor(federation);
  setCollections(federation);
  setInbox(federation);
  federation.setObjectDispatcher(Article, ARTICLE_PATH, async (ctx, { section, slug }) => {
    const item = await sharedItemAt(ctx.data.db, (await currentSettings(ctx.data.db)).sections.essays, section, slug);
    return item ? articleOf(ctx, item) : null;
  });
  // 404 and 410 (Fedify's permanent failures), or a server held for the whole circuit TTL: its followers are gone.
  federation.setOutboxPermanentFailureHandler(async (ctx, { inbox, reason, statusCode }) => {
    const removed = await removeFollowersAt(ctx.data.db, inbox.href);
    console.warn(`[fediverse] ${inbox.href} cannot take deliveries (${reason === 'http' ? `HTTP ${statusCode}` : 'failing for days'}): ${countOf(removed, 'follower')} removed`);
  });
  return federation;
}

const byDatabase = new WeakMap<DataSource, Federation<AppDeps>>();

/** The federation of this database, made on first use. */
export function federationOf(deps: AppDeps): Federation<AppDeps> {
  let federation = byDatabase.get(deps.db);
  if (!federation) {
    federation = createSiteFederation(deps);
    byDatabase.set(deps.db, federation);
  }
  return federation;
}
