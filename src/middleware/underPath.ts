// A group of middleware that only requests under one path go through: every other request
// skips the whole group at the cost of one short comparison (page requests never reach the
// API's body parsers or its router's dozens of patterns). The prefix matches in any case, as
// @koa/router's routes do ('/API/Books' is '/api/books').
import type { Context, Next } from 'koa';

type Step<C> = (ctx: C, next: Next) => unknown;

export function underPath<C extends Context>(prefix: string, ...group: Step<C>[]): (ctx: C, next: Next) => Promise<unknown> {
  const lowerPrefix = prefix.toLowerCase();
  const isUnder = (path: string) => path.slice(0, prefix.length).toLowerCase() === lowerPrefix && (path.length === prefix.length || path[prefix.length] === '/');
  const run = (ctx: C, next: Next, index: number): Promise<unknown> =>
    index === group.length ? next() : Promise.resolve(group[index](ctx, () => run(ctx, next, index + 1) as Promise<void>));
  return async (ctx, next) => (isUnder(ctx.path) ? run(ctx, next, 0) : next());
}
