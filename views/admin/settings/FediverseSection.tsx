// The fediverse settings, on /admin/fediverse: the switch, the handle and the owner's old account
// (for Mastodon's account move), saved like every settings section (a PATCH of `fediverse`).
import type { SiteSettings } from '../../api/settings';
import { CheckboxField, TextField } from '../components/FormFields';
import { bindFields } from './bindField';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './settingsApi';

export function FediverseSection({ settings }: { settings: SiteSettings }) {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'fediverse');
  const bind = bindFields(draft, update, errorAt);
  return (
    <SettingsSection id="fediverse-settings" title="Account" intro="How the site appears on Mastodon and the rest of the fediverse." state={state} onSave={save}>
      <CheckboxField label="Let people follow the site from the fediverse" hint="Off: every ActivityPub address answers 404 and nothing is delivered." checked={draft.enabled} onChange={(enabled) => update({ ...draft, enabled })} />
      <TextField label="Handle" hint="The name before @ in the handle. The account's address never changes, so your followers stay when you change it." maxLength={100} {...bind('handle')} />
      <TextField label="Old account (also known as)" hint="The address of your previous Mastodon account, e.g. https://mastodon.social/@you, so you can move its followers here. Leave empty for none." maxLength={300} {...bind('alsoKnownAs')} />
    </SettingsSection>
  );
}
