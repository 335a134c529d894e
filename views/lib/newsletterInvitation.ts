// The home page's newsletter invitation: with a subscriber count (the real one, given only from the
// owner's threshold up) the sentence that names it, else the one that names no number.
import type { CopySettings } from '../api/settings';

export const newsletterInvitation = (copy: Pick<CopySettings, 'newsletterText' | 'newsletterTextWithCount'>, subscribers: number | null): string =>
  subscribers === null ? copy.newsletterText : copy.newsletterTextWithCount.replaceAll('{count}', subscribers.toLocaleString('en-US'));
