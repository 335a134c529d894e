// The site's one actor, a Person: the site's name (the publication's, else the owner's), its tagline, the owner's portrait, the site's
// address; followers are accepted at once. Its handle (fediverse.handle), and every handle it had
// before (../services/fediverse/handles.ts), map to the fixed identifier, so WebFinger finds @handle@host.
import { Endpoints, Image, Person } from '@fedify/vocab';
import type { Context, Federation } from '@fedify/fedify';
import type { AppDeps } from '../api/define';
import { currentSettings } from '../services/settings';
import { portraitOf } from '../services/settings/portrait';
import { siteNameOf } from '../../views/lib/siteName';
import { isFormerHandle } from '../services/fediverse/handles';
import { actorKeyPairs } from './keys';
import { ACTOR_PATH, SITE_ACTOR } from './paths';

/** The actor as it is now: what its address answers, and what an Update(Person) carries. */
export async function siteActor(ctx: Context<AppDeps>): Promise<Person> {
  const { db, config } = ctx.data;
  const { identity, fediverse } = await currentSettings(db);
  const [portrait, keys] = await Promise.all([portraitOf(db, identity), ctx.getActorKeyPairs(SITE_ACTOR)]);
  return new Person({
    id: ctx.getActorUri(SITE_ACTOR),
    preferredUsername: fediverse.handle,
    name: siteNameOf({ identity }),
    summary: identity.tagline,
    url: new URL(`${config.siteUrl}/`),
    icon: portrait ? new Image({ url: new URL(portrait.url, `${config.siteUrl}/`), name: portrait.alt }) : null,
    manuallyApprovesFollowers: false,
    discoverable: true,
    inbox: ctx.getInboxUri(SITE_ACTOR),
    outbox: ctx.getOutboxUri(SITE_ACTOR),
    followers: ctx.getFollowersUri(SITE_ACTOR),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    aliases: fediverse.alsoKnownAs ? [new URL(fediverse.alsoKnownAs)] : [],
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((key) => key.multikey),
  });
}

export function setActor(federation: Federation<AppDeps>): void {
  federation
    .setActorDispatcher(ACTOR_PATH, (ctx, identifier) => (identifier === SITE_ACTOR ? siteActor(ctx) : null))
    .setKeyPairsDispatcher(async (ctx, identifier) => (identifier === SITE_ACTOR ? actorKeyPairs(ctx.data.db) : []))
    .mapHandle(async (ctx, handle) => {
      const current = (await currentSettings(ctx.data.db)).fediverse.handle;
      return handle === current || (await isFormerHandle(ctx.data.db, handle)) ? SITE_ACTOR : null;
    });
}
