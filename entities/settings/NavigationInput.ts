// PATCH /api/admin/settings, `navigation`: the header's and the footer's links in order, and the footer's legal links.
import { BoundedText, SitePath, SitePathOrEmpty, Optional } from './settingRules';

export class NavigationItemInput {
  @BoundedText(40) label: string;
  @SitePath() path: string;
}

export class NavigationInput {
  static nested = { header: { list: NavigationItemInput, max: 12 }, footer: { list: NavigationItemInput, max: 12 } };

  @Optional() @SitePathOrEmpty() privacyPath?: string;
  @Optional() @SitePathOrEmpty() termsPath?: string;
}
