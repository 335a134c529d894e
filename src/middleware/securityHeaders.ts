// Security headers on every response. Each request gets a nonce: the page's Emotion style
// tags and React's scripts carry it, so the policy needs no 'unsafe-inline'.
import { randomFillSync } from 'node:crypto';
import type { Context, Next } from 'koa';

/** 16 random bytes per nonce, drawn from a pool filled 256 nonces at a time (one system call, not one per request). */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

function freshNonce(): string {
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

export function securityHeaders(options: { trustProxy: boolean }) {
  return async (ctx: Context, next: Next) => {
    const nonce = freshNonce();
    ctx.state.nonce = nonce;
    ctx.set('Content-Security-Policy', contentSecurityPolicy(nonce));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    if (options.trustProxy && ctx.protocol === 'https') {
      ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    await next();
  };
}
