// PATCH /api/admin/settings, `identity`: who the site belongs to.
import { BoundedText, EmailOrEmpty, MediaId, Optional, OptionalOrNull, RequiredText } from './settingRules';

export class IdentityInput {
  /** The publication's name; empty: the owner's name. */
  @Optional() @BoundedText(100) siteName?: string;
  /** The owner's name, in every <title> when the site has no name of its own: never empty. */
  @Optional() @RequiredText(100) name?: string;
  @Optional() @BoundedText(150) title?: string;
  @Optional() @BoundedText(200) tagline?: string;
  @Optional() @BoundedText(600) heroIntro?: string;
  @Optional() @BoundedText(600) blurb?: string;
  @Optional() @BoundedText(150) location?: string;
  @Optional() @BoundedText(150) field?: string;
  @Optional() @BoundedText(150) institution?: string;
  @Optional() @EmailOrEmpty() email?: string;
  @Optional() @BoundedText(100) officeHours?: string;
  @OptionalOrNull() @MediaId() portraitMediaId?: number | null;
  @Optional() @BoundedText(300) portraitAlt?: string;
}
