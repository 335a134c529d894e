// A new handle (fediverse.handle) changes only the actor's preferredUsername and WebFinger: the
// actor's id (/ap/users/site) does not depend on it, so followers stay and no Move is needed
// (Move is for an account whose id changes). Followers' servers hear of it by an Update(Person)
// and Mastodon checks the new @handle@host by WebFinger; the old handle keeps finding the same
// actor (../services/fediverse/handles.ts). Like the posts (./announcements.ts), each look
// compares the handle with the one followers were told of, so a change made by the admin, a
// settings import or a restore is told once, by whichever process claims it first.
import { Update } from '@fedify/vocab';
import type { AppDeps } from '../api/define';
import { countFollowers } from '../services/fediverse/followers';
import { claimHandleChange } from '../services/fediverse/handles';
import { currentSettings } from '../services/settings';
import { siteActor } from './actor';
import { activityId, addressing } from './articles';
import { federationOf } from './federation';
import { SITE_ACTOR } from './paths';

/** Tells followers of a new handle; answers whether the handle had changed. */
export async function announceHandleChange(deps: AppDeps): Promise<boolean> {
  const { fediverse } = await currentSettings(deps.db);
  if (!fediverse.enabled) return false;
  const change = await claimHandleChange(deps.db, fediverse.handle);
  // The first handle recorded (a new site, or one from before handles were kept): nothing changed for anyone.
  if (!change?.previous) return false;
  if ((await countFollowers(deps.db)) === 0) return true;
  const ctx = federationOf(deps).createContext(new URL(deps.config.siteUrl), deps);
  const update = new Update({ id: activityId(ctx, 'update'), ...addressing(ctx), object: await siteActor(ctx) });
  await ctx.sendActivity({ identifier: SITE_ACTOR }, 'followers', update, { preferSharedInbox: true });
  return true;
}
