// A stable, private key for "this client": an HMAC of its address. The raw address is never
// stored; the same client maps to the same key in every server process sharing the secret.
import { createHmac } from 'node:crypto';

export function clientKey(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(`client:${ip}`).digest('hex');
}
