// The one predicate for the owner's optional sections: which addresses each one owns. A section
// turned off answers 404 there and leaves the header, the footer, the sitemap, the feeds, search
// and the home page; every one of those asks here.
import type { OptionalSection, SectionSettings } from '../api/settings';

/** The addresses each section owns (the daily exercise is a block of the home page, with none). */
const SECTION_PATHS: Record<OptionalSection, readonly string[]> = {
  essays: ['/ai-islam'],
  theology: ['/theology'],
  books: ['/books'],
  legacy: ['/legacy'],
  resources: ['/resources'],
  dailyExercise: [],
};

const owns = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The section an address belongs to, if it belongs to one. */
export function sectionOfPath(path: string): OptionalSection | undefined {
  for (const [section, prefixes] of Object.entries(SECTION_PATHS)) if (prefixes.some((prefix) => owns(prefix, path))) return section as OptionalSection;
  return undefined;
}

/** Whether the site shows this address: true unless it belongs to a section turned off. */
export function sectionEnabled(settings: { sections: SectionSettings }, path: string): boolean {
  const section = sectionOfPath(path);
  return section === undefined || settings.sections[section];
}

/** The addresses of every section turned off: what search leaves out. */
export const hiddenSectionPaths = (settings: { sections: SectionSettings }): string[] =>
  (Object.keys(SECTION_PATHS) as OptionalSection[]).filter((section) => !settings.sections[section]).flatMap((section) => SECTION_PATHS[section]);

/** Whether an address lies under one of these paths. */
export const underAnyPath = (paths: readonly string[], path: string): boolean => paths.some((prefix) => owns(prefix, path));
