import { IsString, Matches, MaxLength } from 'class-validator';
import { trimmed } from './ContentAdminInput';
import { HasNoControlCharacters } from './textRules';

/** A path of this site, with no query or fragment: '/old-talk'. */
export const REDIRECT_FROM = /^\/(?!\/)[A-Za-z0-9/_.~%!$&'()*+,;=:@-]{0,399}$/;
/** A path of this site (a query and fragment allowed), or an http(s) URL: never javascript:, data: or '//host'. */
export const REDIRECT_TO = /^(?:\/(?!\/)|https?:\/\/[^\s/?#]+(?:[/?#]|$))[^\s\\]*$/i;

/** POST /api/admin/redirects. */
export class RedirectInput {
  static normalise = (raw: Record<string, unknown>) => ({ ...raw, from: trimmed(raw.from), to: trimmed(raw.to) });

  @IsString({ message: 'from is required' })
  @HasNoControlCharacters('none', { message: 'from must be a single line of text' })
  @Matches(REDIRECT_FROM, { message: "from must be a path of this site, such as '/old-talk' (no query)" })
  from: string;

  @IsString({ message: 'to is required' })
  @MaxLength(1000)
  @HasNoControlCharacters('none', { message: 'to must be a single line of text' })
  @Matches(REDIRECT_TO, { message: "to must be a path of this site ('/blog') or an http(s) address" })
  to: string;
}
