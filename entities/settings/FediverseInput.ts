// PATCH /api/admin/settings, `fediverse`: the site's account on the social web (src/federation/).
import { IsBoolean, IsUrl, Matches, ValidateIf } from 'class-validator';
import { BoundedText, Optional } from './settingRules';

export class FediverseInput {
  @Optional() @IsBoolean({ message: '$property must be true or false' }) enabled?: boolean;
  /** The part before the host in @handle@host: what Mastodon allows in a username. */
  @Optional() @BoundedText(30) @Matches(/^[a-z0-9_]{1,30}$/, { message: '$property must be 1 to 30 lowercase letters, digits or underscores' }) handle?: string;
  @Optional()
  @BoundedText(500)
  @ValidateIf((_, value) => value !== '')
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true, require_tld: false }, { message: '$property must be the address of an account (https://…), or empty' })
  alsoKnownAs?: string;
}
