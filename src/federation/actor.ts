// The site's one actor, a Person: the site's name, its tagline, the owner's portrait, the site's
// address; followers are accepted at once. Its handle (fediverse.handle) maps to the fixed
// identifier, so WebFinger finds @handle@host.
import { Endpoints, Image, Person } from '@fedify/vocab';
import type { Federation } from '@fedify/fedify';
import type { AppDeps } from '../api/define';
import { currentSettings } from '../services/settings';
import { portraitOf } from '../services/settings/portrait';
import { actorKeyPairs } from './keys';
import { ACTOR_PATH, SITE_ACTOR } from './paths';

export function setActor(federation: Federation<AppDeps>): void {
  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      if (identifier !== SITE_ACTOR) return null;
      const { db, config } = ctx.data;
      const { identity, fediverse } = await currentSettings(db);
      const [portrait, keys] = await Promise.all([portraitOf(db, identity), ctx.getActorKeyPairs(identifier)]);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: fediverse.handle,
        name: identity.name,
        summary: identity.tagline,
        url: new URL(`${config.siteUrl}/`),
        icon: portrait ? new Image({ url: new URL(portrait.url, `${config.siteUrl}/`), name: portrait.alt }) : null,
        manuallyApprovesFollowers: false,
        discoverable: true,
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        aliases: fediverse.alsoKnownAs ? [new URL(fediverse.alsoKnownAs)] : [],
        publicKey: keys[0]?.cryptographicKey,
        assertionMethods: keys.map((key) => key.multikey),
      });
    })
    .setKeyPairsDispatcher(async (ctx, identifier) => (identifier === SITE_ACTOR ? actorKeyPairs(ctx.data.db) : []))
    .mapHandle(async (ctx, handle) => ((await currentSettings(ctx.data.db)).fediverse.handle === handle ? SITE_ACTOR : null));
}
