// Whether an address is already the site's: reserved for the site itself and everything under
// its own pages (./reservedAddresses.ts), one of the owner's pages, or a redirect's address. A page's slug and a
// redirect's `from` both ask here, so neither can hide what the site serves.
import { Page, Redirect } from '../../entities';
import type { Store } from '../db';
import { reservedAddressReason } from './reservedAddresses';

/** Why `path` (normalised: no trailing slash, no query) is already in use, or undefined when it is free. */
export async function whyAddressIsTaken(db: Store, path: string, { exceptPages = false } = {}): Promise<string | undefined> {
  const reserved = reservedAddressReason(path);
  if (reserved) return reserved;
  const segments = path.split('/').slice(1);
  if (segments.length === 1 && !exceptPages && (await db.getRepository(Page).existsBy({ slug: segments[0] }))) return `${path} is a page`;
  if (await db.getRepository(Redirect).existsBy({ fromPath: path })) return `${path} is redirected (remove the redirect first)`;
  return undefined;
}
