// Followers hear of the site's posts and essays: a newly public one as Create(Article), an edit as
// Update, one unpublished or deleted (or moved to a new address) as Delete(Tombstone). One call
// compares what is published with what followers were told (fediverse_posts) and sends the
// difference, so a post scheduled for later goes out on the first look after its time, a draft
// never does, and a process that died half-way is made up by the next look. Each difference is
// claimed in the table before it is sent (an insert, or an update conditional on the version
// seen), so two processes looking at once send it once.
import type { Activity } from '@fedify/vocab';
import type { Context } from '@fedify/fedify';
import { QueryFailedError, type Repository } from 'typeorm';
import { FediversePost } from '../../entities/FediversePost';
import type { AppDeps } from '../api/define';
import { runInBackground } from '../lib/backgroundWork';
import type { VersionedArea } from '../services/contentVersions';
import { countFollowers } from '../services/fediverse/followers';
import { type SharedArea, sharedItem, sharedVersions } from '../services/fediverse/sharedItems';
import { currentSettings } from '../services/settings';
import { articleId, createOf, deleteOf, updateOf } from './articles';
import { federationOf } from './federation';
import { SITE_ACTOR } from './paths';

/**
 * Writes to what is shared. A change of settings (the essays section, the switch itself) or a
 * restore waits for the worker's next look: reading the settings again at once would cost every
 * settings change a read of its own.
 */
const AREAS_SHARED_FROM: readonly VersionedArea[] = ['blog', 'essays'] satisfies SharedArea[];

const keyOf = (area: string, id: number) => `${area}:${id}`;

/** Claims telling followers of a first version: the insert fails when another process made it first. */
async function claimNew(rows: Repository<FediversePost>, row: FediversePost): Promise<boolean> {
  try {
    await rows.insert(row);
    return true;
  } catch (error) {
    if (error instanceof QueryFailedError) return false;
    throw error;
  }
}

/**
 * Compares what is published with what followers were told, and tells them the difference.
 * Answers how many items changed. With no followers the table is brought up to date and nothing sent.
 */
export async function announceChanges(deps: AppDeps, now = new Date()): Promise<number> {
  const { db, config } = deps;
  const settings = await currentSettings(db);
  if (!settings.fediverse.enabled) return 0;
  const rows = db.getRepository(FediversePost);
  const told = new Map((await rows.find()).map((row) => [keyOf(row.area, row.itemId), row]));
  const anyoneListens = (await countFollowers(db)) > 0;
  const ctx: Context<AppDeps> = federationOf(deps).createContext(new URL(config.siteUrl), deps);
  const send = async (activity: Activity) => {
    if (anyoneListens) await ctx.sendActivity({ identifier: SITE_ACTOR }, 'followers', activity, { preferSharedInbox: true });
  };
  let changed = 0;
  for (const version of await sharedVersions(db, settings.sections.essays)) {
    const was = told.get(keyOf(version.area, version.id));
    told.delete(keyOf(version.area, version.id));
    const objectId = articleId(config.siteUrl, version.path).href;
    if (was && was.objectId === objectId && was.version === version.updatedAt.toISOString()) continue;
    const item = await sharedItem(db, version.area, version.id);
    if (!item) continue; // unpublished meanwhile: the next look deletes it
    const next = { area: item.area, itemId: item.id, objectId, version: item.updatedAt.toISOString(), sentAt: now };
    if (!was) {
      if (!(await claimNew(rows, next))) continue;
      await send(createOf(ctx, item));
    } else {
      const claimed = await rows.update({ area: was.area, itemId: was.itemId, version: was.version, objectId: was.objectId }, next);
      if (claimed.affected !== 1) continue;
      if (was.objectId === objectId) await send(updateOf(ctx, item));
      else {
        // A new address is a new object to Mastodon: the old one goes, the new one comes.
        await send(deleteOf(ctx, was.objectId, now));
        await send(createOf(ctx, item));
      }
    }
    changed += 1;
  }
  for (const gone of told.values()) {
    const claimed = await rows.delete({ area: gone.area, itemId: gone.itemId, version: gone.version });
    if (claimed.affected !== 1) continue;
    await send(deleteOf(ctx, gone.objectId, now));
    changed += 1;
  }
  return changed;
}

/** After a write to the posts or essays (src/api/router.ts): followers hear of it now, not on the worker's next look. */
export function announceAfterWrite(deps: AppDeps, area: VersionedArea): void {
  if (AREAS_SHARED_FROM.includes(area)) runInBackground('telling the fediverse of a change', () => announceChanges(deps));
}
