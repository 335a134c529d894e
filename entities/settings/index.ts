// What PATCH /api/admin/settings takes, section by section: one DTO per section of SiteSettings
// (views/api/settings.ts). `links` is a list (replaced whole); every other section an object
// (merged). src/api/admin/validateSettingsPatch.ts walks a body through these.
import type { SiteSettings } from '../../views/api/settings';
import { AboutInput } from './AboutInput';
import { CopyInput } from './CopyInput';
import { DesignInput } from './DesignInput';
import { EmailInput } from './EmailInput';
import { FediverseInput } from './FediverseInput';
import { IdentityInput } from './IdentityInput';
import { LinkInput, MAX_LINKS } from './LinkInput';
import { NavigationInput } from './NavigationInput';
import type { NestedField } from './settingRules';
import { SectionsInput } from './SectionsInput';

export const SETTINGS_SECTION_INPUTS: Record<keyof SiteSettings, NestedField> = {
  identity: { object: IdentityInput },
  copy: { object: CopyInput },
  links: { list: LinkInput, max: MAX_LINKS },
  design: { object: DesignInput },
  sections: { object: SectionsInput },
  about: { object: AboutInput },
  email: { object: EmailInput },
  navigation: { object: NavigationInput },
  fediverse: { object: FediverseInput },
};

export type { NestedField, SettingsDto } from './settingRules';
