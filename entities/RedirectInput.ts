import { IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { redirectLocationOf } from '../views/lib/redirectTarget';
import { isSitePath } from '../views/lib/sitePath';
import { trimmed } from './ContentAdminInput';
import { HasNoControlCharacters } from './textRules';

/** A path of this site, with no query or fragment: '/old-talk'. */
const REDIRECT_FROM = /^\/(?!\/)[A-Za-z0-9/_.~%!$&'()*+,;=:@-]{0,399}$/;

/** POST /api/admin/redirects. */
export class RedirectInput {
  static normalise = (raw: Record<string, unknown>) => ({ ...raw, from: trimmed(raw.from), to: trimmed(raw.to) });

  @IsString({ message: 'from is required' })
  @HasNoControlCharacters('none', { message: 'from must be a single line of text' })
  @Matches(REDIRECT_FROM, { message: "from must be a path of this site, such as '/old-talk' (no query)" })
  @ValidateBy({ name: 'isSitePath', validator: { validate: (value: unknown) => typeof value === 'string' && isSitePath(value), defaultMessage: () => "from must be a path of this site, such as '/old-talk' (no query)" } })
  from: string;

  /** A path of this site (a query and fragment allowed), or an http(s) URL with a port in range: never javascript:, data:, '//host' or '/\host'. */
  @IsString({ message: 'to is required' })
  @MaxLength(1000)
  @HasNoControlCharacters('none', { message: 'to must be a single line of text' })
  @ValidateBy({ name: 'isRedirectTarget', validator: { validate: (value: unknown) => typeof value === 'string' && redirectLocationOf(value) !== undefined, defaultMessage: () => "to must be a path of this site ('/blog') or an http(s) address" } })
  to: string;
}
