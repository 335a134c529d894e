// A post or essay as the social web sees it: an Article (Mastodon shows its name, summary and a
// link), and the Create, Update and Delete that tell followers of it. Its id is its address.
import { Temporal as TemporalPolyfill } from '@js-temporal/polyfill';
import { Article, Create, Delete, Hashtag, Image, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/vocab';
import type { Context } from '@fedify/fedify';
import type { AppDeps } from '../api/define';
import type { SharedItem } from '../services/fediverse/sharedItems';
import { SITE_ACTOR } from './paths';

/** Node before 24 has no Temporal: Fedify's own polyfill makes the instants its types name. */
const instant = (date: Date) => TemporalPolyfill.Instant.fromEpochMilliseconds(date.getTime()) as unknown as Temporal.Instant;

/** A hashtag's name: '#' and the tag without spaces or punctuation Mastodon would cut it at. */
const hashtagName = (tag: string) => `#${tag.replace(/[^\p{L}\p{N}_]/gu, '')}`;

export const articleId = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`);

export function articleOf(ctx: Context<AppDeps>, item: SharedItem): Article {
  const { siteUrl } = ctx.data.config;
  const url = articleId(siteUrl, item.path);
  const section = item.area === 'blog' ? '/blog' : '/ai-islam';
  return new Article({
    id: url,
    url,
    name: item.title,
    summary: item.excerpt,
    content: item.html,
    published: instant(item.publishedAt),
    updated: instant(item.updatedAt),
    attribution: ctx.getActorUri(SITE_ACTOR),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(SITE_ACTOR),
    attachments: item.featuredImage ? [new Image({ url: new URL(item.featuredImage, `${siteUrl}/`), name: item.title })] : [],
    tags: item.tags
      .filter((tag) => hashtagName(tag).length > 1)
      .map((tag) => new Hashtag({ name: hashtagName(tag), href: new URL(`${section}?tag=${encodeURIComponent(tag)}`, `${siteUrl}/`) })),
  });
}

/** An activity's own id: under the actor, unique per sending. */
export const activityId = (ctx: Context<AppDeps>, kind: string) => new URL(`#${kind}/${crypto.randomUUID()}`, ctx.getActorUri(SITE_ACTOR));

/** To the public, copied to the followers, from the site's actor: every activity the site sends them. */
export const addressing = (ctx: Context<AppDeps>) => ({ actor: ctx.getActorUri(SITE_ACTOR), to: PUBLIC_COLLECTION, cc: ctx.getFollowersUri(SITE_ACTOR) });

export const createOf = (ctx: Context<AppDeps>, item: SharedItem) =>
  new Create({ id: activityId(ctx, 'create'), ...addressing(ctx), object: articleOf(ctx, item), published: instant(item.publishedAt) });

export const updateOf = (ctx: Context<AppDeps>, item: SharedItem) =>
  new Update({ id: activityId(ctx, 'update'), ...addressing(ctx), object: articleOf(ctx, item), updated: instant(item.updatedAt) });

export const deleteOf = (ctx: Context<AppDeps>, objectId: string, now = new Date()) =>
  new Delete({ id: activityId(ctx, 'delete'), ...addressing(ctx), object: new Tombstone({ id: new URL(objectId), deleted: instant(now) }) });
