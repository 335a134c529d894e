// Fedify in Koa: a request for one of the federation's addresses (./paths.ts) goes to
// federation.fetch() as a web Request; what Fedify does not answer (no such route, or a client
// asking for HTML) goes on down the chain. Mounted before the body parser: Fedify checks the
// signature over the body exactly as it was sent. While fediverse.enabled is off nothing reaches
// Fedify, so every ActivityPub address is the site's ordinary 404.
import type { Context, Next } from 'koa';
import getRawBody from 'raw-body';
import type { AppDeps } from '../api/define';
import { HttpError } from '../errors';
import { bodyDeadline, PUBLIC_BODY_SECONDS } from '../lib/bodyDeadline';
import { currentSettings } from '../services/settings';
import { federationOf } from './federation';
import { answersByAccept, isFederationPath, isFederationRequest } from './paths';

/** An activity is a few KB; Mastodon's own limit is 1 MB. */
const MAX_ACTIVITY_BYTES = 1024 * 1024;

/** The raw body, up to MAX_ACTIVITY_BYTES; past it a 413 that closes the connection (the rest of the body is never read). */
async function boundedBody(ctx: Context) {
  try {
    return new Uint8Array(await getRawBody(ctx.req, { limit: MAX_ACTIVITY_BYTES }));
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw new HttpError(413, 'Request body too large', undefined, { Connection: 'close' });
    throw error;
  }
}

async function requestOf(ctx: Context, siteUrl: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = ctx.method !== 'GET' && ctx.method !== 'HEAD';
  const body = hasBody ? await boundedBody(ctx) : undefined;
  // The site's own origin: signatures name the address the sender used, which is SITE_URL's.
  return new Request(new URL(ctx.originalUrl, `${siteUrl}/`), { method: ctx.method, headers, body });
}

export function federationMiddleware(deps: AppDeps) {
  const readBodyInTime = bodyDeadline(PUBLIC_BODY_SECONDS);
  return async (ctx: Context, next: Next) => {
    // Before anything else: a browser's page at such an address varies by Accept as much as the JSON does.
    if (answersByAccept(ctx.path)) ctx.vary('Accept');
    if (!isFederationRequest(ctx)) return next();
    if (!(await currentSettings(deps.db)).fediverse.enabled) {
      // Fedify's own addresses are not there at all; a page asked for as ActivityPub is still the page.
      if (isFederationPath(ctx.path)) ctx.throw(404);
      return next();
    }
    let passOn = false;
    const notOurs = () => {
      passOn = true;
      return new Response(null, { status: 404 });
    };
    let response: Response | undefined;
    await readBodyInTime(ctx, async () => {
      response = await federationOf(deps).fetch(await requestOf(ctx, deps.config.siteUrl), { contextData: deps, onNotFound: notOurs, onNotAcceptable: notOurs });
    });
    if (passOn || !response) return next();
    ctx.status = response.status;
    response.headers.forEach((value, name) => {
      // Added to, not replaced: compression has said Accept-Encoding already.
      if (name === 'vary') ctx.vary(value);
      else ctx.set(name, value);
    });
    ctx.body = Buffer.from(await response.arrayBuffer());
  };
}
