// Settings whose empty value means "follow the name": new essays' authors are the owner and the
// essays' persona (views/lib/siteName.ts). Stored empty (a new site's default), so a rename carries them along;
// filled in here for every reader of the current settings, never saved. (The emails' sender name,
// empty, is the site's name unless MAIL_FROM names one: src/services/email/emailIdentity.ts.)
import type { SiteSettings } from '../../../views/api/settings';
import { essayAuthorsOf } from '../../../views/lib/essayAuthors';

export const withDerivedDefaults = (settings: SiteSettings): SiteSettings => ({ ...settings, about: { ...settings.about, essayAuthors: essayAuthorsOf(settings) } });
