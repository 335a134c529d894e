// The rules settings fields share: bounded text without control characters, web addresses
// (http and https only), paths on the site, colours, media ids. A field of a section is optional
// in a PATCH (present means checked, absent means kept), so `Optional` is ValidateIf(defined):
// unlike IsOptional, it lets no null through where null means nothing.
import { IsEmail, IsInt, IsString, IsUrl, Matches, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { isSitePath } from '../../views/lib/sitePath';
import { HasNoControlCharacters, type KeptControlCharacters } from '../textRules';

const all =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };

/** Checked when present; absent keeps the saved value. */
export const Optional = () => ValidateIf((_, value) => value !== undefined);

/** Checked when present and not null; null clears the value (a media id). */
export const OptionalOrNull = () => ValidateIf((_, value) => value !== undefined && value !== null);

/** Text of at most `max` characters, one line unless `kept` says otherwise. */
export const BoundedText = (max: number, kept: KeptControlCharacters = 'none') =>
  all(IsString({ message: '$property must be text' }), MaxLength(max, { message: `$property must be at most ${max} characters` }), HasNoControlCharacters(kept));

/** Text of 1 to `max` characters, one line, with at least one visible character (not blank). */
export const RequiredText = (max: number) => all(BoundedText(max), Matches(/[^\s\p{C}]/u, { message: `$property is required: 1 to ${max} characters, not blank` }));

/** A list of one-line texts of at most `max` characters each. */
export const BoundedTexts = (max: number) =>
  all(
    IsString({ each: true, message: '$property must hold text' }),
    MaxLength(max, { each: true, message: `each of $property must be at most ${max} characters` }),
    HasNoControlCharacters('none', { each: true }),
  );

/** An absolute http or https address. */
export const WebAddress = () =>
  all(
    BoundedText(500),
    IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: '$property must be an http or https address' }),
  );

/** An absolute http or https address, or '' for none (a card or button with no address is not shown). */
export const WebAddressOrEmpty = () => all(BoundedText(500), ValidateIf((_, value) => value !== ''), WebAddress());

/** A path on this site (views/lib/sitePath.ts), or '' when `empty` allows none. */
const IsSitePath = (empty: boolean, message: string) =>
  ValidateBy({ name: 'isSitePath', validator: { validate: (value: unknown) => typeof value === 'string' && ((empty && value === '') || isSitePath(value)), defaultMessage: () => message } });

/** A path on this site: '/about', never another host ('//', '/\\', encoded) or a hidden character. */
export const SitePath = () => all(BoundedText(200), IsSitePath(false, '$property must be a path on this site, such as /about'));

/** A path on this site, or '' for none. */
export const SitePathOrEmpty = () => all(BoundedText(200), IsSitePath(true, '$property must be a path on this site, or empty'));

/** An email address, or '' for none. */
export const EmailOrEmpty = () =>
  all(BoundedText(254), ValidateIf((_, value) => value !== ''), IsEmail({}, { message: '$property must be an email address' }));

export const HexColour = () => all(IsString({ message: '$property must be text' }), Matches(/^#[0-9a-fA-F]{6}$/, { message: '$property must be a colour such as #4338ca' }));

/** An item of the media library (its existence is checked when saved). */
export const MediaId = () => all(IsInt({ message: '$property must be a media library id' }), Min(1, { message: '$property must be a media library id' }));

/** A DTO class of a settings section, or of an object inside one; `nested` names its fields that are objects or lists of objects. */
export interface SettingsDto {
  new (): object;
  nested?: Record<string, NestedField>;
}

/**
 * A field holding an object (merged in a PATCH, so its fields are optional), a list of complete
 * objects (replaced), or an object whose fields are all such objects (with no rules of its own).
 */
export type NestedField = { object: SettingsDto } | { list: SettingsDto; max: number } | { objects: Record<string, NestedField> };
