// Security headers on every response. Each request gets a nonce: the page's Emotion style
// tags and React's scripts carry it, so the policy needs no 'unsafe-inline'.
import { randomFillSync } from 'node:crypto';
import type { Context, Next } from 'koa';

/** 16 random bytes per nonce, drawn from a pool filled 256 nonces at a time (one system call, not one per request). */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

export function freshNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return pool.toString('base64', poolOffset - NONCE_BYTES, poolOffset);
}

const policyAfterNonce = [
  "img-src 'self' data: https:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const contentSecurityPolicy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; ${policyAfterNonce}`;

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every response carries but the policy, as a flat list of names and values (`writeHead` takes one). */
const commonHeaders = [
  'X-Content-Type-Options', 'nosniff',
  'Referrer-Policy', 'strict-origin-when-cross-origin',
  'X-Frame-Options', 'DENY',
  'Cross-Origin-Opener-Policy', 'same-origin',
  'Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
];

/**
 * The security headers of one response, names and values in one flat list; the policy is left
 * out of a 304 (the browser keeps the policy stored with its copy, whose nonce it matches).
 * HSTS only over HTTPS, which behind a trusted proxy is what the proxy says.
 */
export function securityHeaderList(nonce: string | undefined, https: boolean): string[] {
  const list = nonce === undefined ? [...commonHeaders] : ['Content-Security-Policy', contentSecurityPolicy(nonce), ...commonHeaders];
  if (https) list.push('Strict-Transport-Security', HSTS);
  return list;
}

export function securityHeaders(options: { trustProxy: boolean }) {
  return async (ctx: Context, next: Next) => {
    const nonce = freshNonce();
    ctx.state.nonce = nonce;
    const list = securityHeaderList(nonce, options.trustProxy && ctx.protocol === 'https');
    for (let i = 0; i < list.length; i += 2) ctx.set(list[i] as string, list[i + 1] as string);
    await next();
  };
}
