// Security headers on every response. Each request gets a nonce: the page's Emotion style
// tags and React's scripts carry it, so the policy needs no 'unsafe-inline'.
import { randomBytes } from 'node:crypto';
import type { Context, Next } from 'koa';

export function securityHeaders(options: { trustProxy: boolean }) {
  return async (ctx: Context, next: Next) => {
    const nonce = randomBytes(16).toString('base64');
    ctx.state.nonce = nonce;
    ctx.set('Content-Security-Policy', [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      `style-src 'self' 'nonce-${nonce}'`,
      "img-src 'self' data: https:",
      "media-src 'self'",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '));
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
