// Where the site's ActivityPub answers live, and which requests are Fedify's to answer. The site
// has one actor; its identifier never changes, so a new handle keeps every follower.
import type { Context } from 'koa';
import { blogPostRules, essayRules } from '../../views/lib/contentRules';

export const SITE_ACTOR = 'site';

export const ACTOR_PATH = '/ap/users/{identifier}';
export const INBOX_PATH = '/ap/users/{identifier}/inbox';
export const SHARED_INBOX_PATH = '/ap/inbox';
export const OUTBOX_PATH = '/ap/users/{identifier}/outbox';
export const FOLLOWERS_PATH = '/ap/users/{identifier}/followers';
/** A post's or essay's own address answers its Article (content negotiation). */
export const ARTICLE_PATH = '/{section}/{slug}';

/** The actor's address, for the pages' <link rel="alternate">. */
export const actorUrl = (siteUrl: string) => `${siteUrl}${ACTOR_PATH.replace('{identifier}', SITE_ACTOR)}`;

const ACTIVITY_TYPES = /application\/(activity\+json|ld\+json)/i;

/** A client asking for ActivityPub JSON (a post's address then answers its Article, not the page). */
export const asksForActivityJson = (accept: string | undefined): boolean => accept !== undefined && ACTIVITY_TYPES.test(accept);

/**
 * The addresses whose answer depends on the Accept header: Fedify's /ap/ addresses (the actor,
 * its outbox and followers: JSON to a server, the site's 404 page to a browser) and a post's or
 * an essay's (its Article, or its page). Every answer there says `Vary: Accept`, so a cache
 * between never gives a browser the JSON or a server the page. The home page does not negotiate.
 */
const NEGOTIATED = new RegExp(`^/(ap/|(${blogPostRules.segment}|${essayRules.segment})/[^/]+/?$)`);
export const answersByAccept = (path: string): boolean => NEGOTIATED.test(path);

/** Fedify's own addresses: its paths, WebFinger and NodeInfo. */
export const isFederationPath = (path: string): boolean => path.startsWith('/ap/') || path.startsWith('/.well-known/webfinger') || path.startsWith('/.well-known/nodeinfo');

/** Only these reach Fedify: its own addresses, and a request asking for ActivityPub JSON; every other request passes by untouched. */
export const isFederationRequest = (ctx: Context): boolean => isFederationPath(ctx.path) || asksForActivityJson(ctx.get('accept'));

/** The pages whose own address answers an Article: the rest link the actor. */
const ARTICLE_PAGES: ReadonlySet<string> = new Set(['BlogPostPage', 'EssayPage']);

/** What a public page's <link rel="alternate" type="application/activity+json"> names: a post's own address, else the actor. */
export const activityPubAlternate = (siteUrl: string, page: string, path: string) => (ARTICLE_PAGES.has(page) ? `${siteUrl}${path}` : actorUrl(siteUrl));
