// Settings › Email: how the newsletter and the site's other emails present themselves.
import type { SiteSettings } from '../../api/settings';
import { TextAreaField, TextField } from '../components/FormFields';
import { bindFields } from './bindField';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './settingsApi';

export function EmailSection({ settings }: { settings: SiteSettings }) {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'email');
  const bind = bindFields(draft, update, errorAt);
  return (
    <SettingsSection id="email" title="Email" intro="How your emails introduce themselves to readers." state={state} onSave={save}>
      <TextField label="Sender name" hint="Shown as who the email is from." maxLength={100} {...bind('senderName')} />
      <TextField label="Reply-to address" hint="Where readers' replies go; leave empty for none." type="email" inputMode="email" maxLength={200} {...bind('replyTo')} />
      <TextAreaField label="Footer line" hint="A postal address, as bulk-mail law asks, shown at the foot of every newsletter." rows={2} maxLength={300} {...bind('footer')} />
    </SettingsSection>
  );
}
