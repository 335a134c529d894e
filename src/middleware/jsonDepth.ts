// A JSON body nested deeper than MAX_JSON_DEPTH is refused (400) as soon as it is parsed, for
// every endpoint, public and admin alike, before any handler walks it: validators, settings merges
// and sanitisers recurse, and a body 200,000 levels deep would overflow their stack (a 500).
// JSON.parse itself is iterative in V8, and the walk below keeps its own stack.
import type { Context, Next } from 'koa';
import { BadRequestError } from '../errors';

/** No form of the site nests near this: the settings, the deepest, reach 5 levels. */
export const MAX_JSON_DEPTH = 64;

/** Whether `value` holds objects or arrays nested more than `max` levels deep (a bare value is level 0). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > max) return true;
    for (const inner of Object.values(current)) if (typeof inner === 'object' && inner !== null) pending.push([inner, depth + 1]);
  }
  return false;
}

/** Runs after the body parser: a body too deep never reaches a handler. */
export async function refuseDeepJson(ctx: Context, next: Next) {
  if (nestedDeeperThan(ctx.request.body, MAX_JSON_DEPTH)) throw new BadRequestError(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  await next();
}
