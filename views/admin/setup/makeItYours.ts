// The dashboard's "Make it yours" steps, each worked out from what the site holds now: a step
// is done when its value is no longer the new site's default. A step whose facts cannot be had
// (the pages or samples API is not there) is 'unknown', which does not count as done.
import type { SiteSettings } from '../../api/settings';
import { defaultSettings } from '../../content/defaultSettings';
import { sampleAboutPartsLeft } from '../../content/sampleAbout';

export type StepState = 'done' | 'todo' | 'unknown';

export interface MakeItYoursStep {
  id: 'name' | 'photo' | 'links' | 'accent' | 'about' | 'privacy' | 'samples';
  label: string;
  /** Where the step is done. */
  to: string;
  state: StepState;
  /** What is left, when there is more to say than the label. */
  note?: string;
}

/** A page as the admin pages list gives it (only what the checklist reads). */
export interface PageFact {
  slug: string;
  publishedAt: string | null;
}

export interface ChecklistFacts {
  settings: SiteSettings;
  /** The admin's pages, or null when the site has no pages API. */
  pages: PageFact[] | null;
  /** How many sample items remain, or null when that cannot be told. */
  samplesLeft: number | null;
  now: Date;
}

const isPublished = (page: PageFact, now: Date) => page.publishedAt !== null && new Date(page.publishedAt) <= now;

function privacyState({ settings, pages, now }: ChecklistFacts): StepState {
  if (settings.navigation.privacyPath.trim() !== '') return 'done';
  if (pages === null) return 'todo';
  return pages.some((page) => page.slug === 'privacy' && isPublished(page, now)) ? 'done' : 'todo';
}

const sameLinks = (a: SiteSettings['links'], b: SiteSettings['links']) => a.length === b.length && a.every((link, i) => link.network === b[i].network && link.url === b[i].url);

const done = (yes: boolean): StepState => (yes ? 'done' : 'todo');

/** The story is the owner's once it is rewritten and no sample part (timeline, offerings, venture, links, personas) is left. */
function aboutStep(settings: SiteSettings): MakeItYoursStep {
  const sampleParts = sampleAboutPartsLeft(settings.about);
  const rewritten = settings.about.markdown.trim() !== defaultSettings.about.markdown.trim();
  const note = sampleParts.length > 0 ? `Still the sample's: ${sampleParts.join(', ')}.` : undefined;
  return { id: 'about', label: 'Tell your story on About', to: '/admin/settings#about', state: done(rewritten && sampleParts.length === 0), note };
}

export function makeItYoursSteps(facts: ChecklistFacts): MakeItYoursStep[] {
  const { settings, samplesLeft } = facts;
  return [
    { id: 'name', label: 'Put your name on the site', to: '/admin/settings#identity', state: done(settings.identity.name !== defaultSettings.identity.name) },
    { id: 'photo', label: 'Add your photo', to: '/admin/settings#identity', state: done(settings.identity.portraitMediaId !== null) },
    { id: 'links', label: 'Link your profiles', to: '/admin/settings#links', state: done(!sameLinks(settings.links, defaultSettings.links)) },
    { id: 'accent', label: 'Choose your colour', to: '/admin/settings#design', state: done(settings.design.accentColor.toLowerCase() !== defaultSettings.design.accentColor.toLowerCase()) },
    aboutStep(settings),
    { id: 'privacy', label: 'Write a privacy page at /privacy', to: facts.pages === null ? '/admin/settings#navigation' : '/admin/pages/new', state: privacyState(facts) },
    {
      id: 'samples',
      label: 'Remove the sample content',
      to: '/admin#make-it-yours',
      state: samplesLeft === null ? 'unknown' : done(samplesLeft === 0),
      note: samplesLeft === null ? 'Cannot tell yet whether sample content is left.' : samplesLeft > 0 ? `${samplesLeft} sample ${samplesLeft === 1 ? 'item' : 'items'} left.` : undefined,
    },
  ];
}

/**
 * How many items a dry run of the sample removal names. Its answer lists what would go: a
 * `total`, or lists (or counts) per kind of content; anything else cannot be read (null).
 */
export function samplesInDryRun(answer: unknown): number | null {
  if (answer === null || typeof answer !== 'object') return null;
  const record = answer as Record<string, unknown>;
  if (typeof record.total === 'number') return record.total;
  const sizeOf = (value: unknown): number | null =>
    Array.isArray(value) ? value.length : typeof value === 'number' ? value : value !== null && typeof value === 'object' ? sum(Object.values(value)) : null;
  const sum = (values: unknown[]): number | null => {
    const sizes = values.filter((value) => typeof value !== 'boolean' && typeof value !== 'string').map(sizeOf);
    return sizes.length === 0 || sizes.some((size) => size === null) ? null : sizes.reduce<number>((a, b) => a + (b ?? 0), 0);
  };
  const lists = ['items', 'wouldRemove', 'removed', 'counts'].map((name) => record[name]).find((value) => value !== undefined);
  return sizeOf(lists ?? Object.fromEntries(Object.entries(record).filter(([name]) => name !== 'dryRun')));
}
