// Whether a path of this site shows something now or the site's not-found page: asked of a
// redirect's target, so the admin can say which redirects lead nowhere (a deleted or unpublished
// item, a section turned off, an address no page has). It answers as the page renderer does: the
// page table's match, the sections (views/lib/sections.ts), and for an item's address a published
// item there, or a retired slug of one (which moves on to it). What is not a page (the API, media,
// files, feeds, the admin) and an address redirected on is taken to be there.
import { OldAddress, Redirect } from '../../entities';
import type { SectionSettings } from '../../views/api/settings';
import { matchPageRoute, normalisePathname, notFoundRoute } from '../../views/app/routes';
import { sectionEnabled } from '../../views/lib/sections';
import type { Store } from '../db';
import { IMPORT_TARGETS } from './import/importTargets';
import { publishedBy } from './published';
import { servedBesidePages } from './reservedAddresses';
import { whereSlugWent } from './retiredSlugs';

/** Why the section of `address` (a normalised path) hides it, or undefined while the section is on. */
export const whySectionHides = (sections: SectionSettings, address: string): string | undefined =>
  sectionEnabled({ sections }, address) ? undefined : `the section at /${address.split('/')[1]} is turned off`;

/** Why a visitor sent to `path` (a path of this site, query apart) meets the not-found page, or undefined when something is shown there. */
export async function whyNothingIsShownAt(db: Store, sections: SectionSettings, path: string): Promise<string | undefined> {
  const address = normalisePathname(path);
  if (servedBesidePages(address)) return undefined;
  if ((await db.getRepository(Redirect).existsBy({ fromPath: address })) || (await db.getRepository(OldAddress).existsBy({ path: address }))) return undefined;
  const { route, params } = matchPageRoute(address);
  if (route === notFoundRoute) return `the site has no page at ${address}`;
  const hidden = whySectionHides(sections, address);
  if (hidden) return hidden;
  const slug = params.slug;
  if (slug === undefined) return undefined;
  const target = Object.values(IMPORT_TARGETS).find((candidate) => candidate.publicPath(slug) === address);
  if (!target) return undefined; // an item's page this check does not know: never flagged
  const items = db.getRepository(target.entity);
  if (await items.existsBy({ slug, publishedAt: publishedBy() })) return undefined;
  const movedTo = await whereSlugWent(db, target.area, slug);
  if (typeof movedTo === 'number' && (await items.existsBy({ id: movedTo, publishedAt: publishedBy() }))) return undefined;
  return `nothing is published at ${address}`;
}
