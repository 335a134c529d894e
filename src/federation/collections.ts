// The actor's outbox (its published posts and essays as Create activities, newest first, paged)
// and its followers (what sendActivity(…, 'followers') delivers to, through shared inboxes).
import type { Federation } from '@fedify/fedify';
import type { AppDeps } from '../api/define';
import { allFollowers, countFollowers } from '../services/fediverse/followers';
import { countSharedItems, sharedItems } from '../services/fediverse/sharedItems';
import { currentSettings } from '../services/settings';
import { createOf } from './articles';
import { FOLLOWERS_PATH, OUTBOX_PATH, SITE_ACTOR } from './paths';

const OUTBOX_PAGE_SIZE = 20;

const essaysShared = async (deps: AppDeps) => (await currentSettings(deps.db)).sections.essays;

export function setCollections(federation: Federation<AppDeps>): void {
  federation
    .setOutboxDispatcher(OUTBOX_PATH, async (ctx, identifier, cursor) => {
      if (identifier !== SITE_ACTOR || cursor === null) return null;
      const start = Number(cursor);
      if (!Number.isSafeInteger(start) || start < 0) return null;
      const items = await sharedItems(ctx.data.db, await essaysShared(ctx.data), start + OUTBOX_PAGE_SIZE + 1);
      const page = items.slice(start, start + OUTBOX_PAGE_SIZE);
      return { items: page.map((item) => createOf(ctx, item)), nextCursor: items.length > start + OUTBOX_PAGE_SIZE ? String(start + OUTBOX_PAGE_SIZE) : null };
    })
    .setCounter(async (ctx, identifier) => (identifier === SITE_ACTOR ? countSharedItems(ctx.data.db, await essaysShared(ctx.data)) : null))
    .setFirstCursor((_ctx, identifier) => (identifier === SITE_ACTOR ? '0' : null));

  federation
    .setFollowersDispatcher(FOLLOWERS_PATH, async (ctx, identifier) => {
      if (identifier !== SITE_ACTOR) return null;
      const followers = await allFollowers(ctx.data.db);
      return {
        items: followers.map((follower) => ({
          id: new URL(follower.actorId),
          inboxId: new URL(follower.inbox),
          endpoints: follower.sharedInbox ? { sharedInbox: new URL(follower.sharedInbox) } : null,
        })),
      };
    })
    .setCounter((ctx, identifier) => (identifier === SITE_ACTOR ? countFollowers(ctx.data.db) : null));
}
