// How the analytics page writes its numbers: counts, the change on the previous period, rates
// and language names. Pure, so the unit of each rule is one line.

/** 1234 -> '1,234'. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

export type Trend = 'up' | 'down' | 'same' | 'new';

/** The change from the previous period, in words that need no colour: '+12 %', '−5 %', 'new', 'no change'. */
export function changeOf(current: number, previous: number): { text: string; trend: Trend } {
  if (previous === 0) return current > 0 ? { text: 'new', trend: 'new' } : { text: 'no change', trend: 'same' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent > 0) return { text: `+${percent} %`, trend: 'up' };
  if (percent < 0) return { text: `−${-percent} %`, trend: 'down' };
  return { text: 'no change', trend: 'same' };
}

/** Confirmed of signed up, as a whole percentage; '–' when nobody signed up. */
export const rateOf = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '–');

let languageNames: Intl.DisplayNames | null | undefined;

/** 'de' -> 'German'; null when the browser has no name for it (the value comes from visitors). */
export function languageName(code: string): string | null {
  if (languageNames === undefined) {
    try {
      languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    } catch {
      languageNames = null; // no Intl.DisplayNames: codes it is
    }
  }
  try {
    return languageNames?.of(code) ?? null;
  } catch {
    return null; // not a language tag
  }
}

export const DEVICE_LABELS: Record<'phone' | 'tablet' | 'desktop', string> = { phone: 'Phones', tablet: 'Tablets', desktop: 'Desktops' };
