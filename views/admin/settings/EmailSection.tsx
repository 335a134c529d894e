// Settings › Email: how the newsletter and the site's other emails present themselves, and the
// welcome email each newly confirmed reader gets once.
import type { SiteSettings } from '../../api/settings';
import { CheckboxField, TextAreaField, TextField } from '../components/FormFields';
import { RichMarkdownEditor } from '../studio/RichMarkdownEditor';
import { bindFields } from './bindField';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './settingsApi';

export function EmailSection({ settings }: { settings: SiteSettings }) {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'email');
  const bind = bindFields(draft, update, errorAt);
  const welcome = bindFields(draft.welcome, (next) => update({ ...draft, welcome: next }), errorAt, 'welcome.');
  return (
    <SettingsSection id="email" title="Email" intro="How your emails introduce themselves to readers." state={state} onSave={save}>
      <TextField label="Sender name" hint="Shown as who the email is from. Leave empty to use the site's name." maxLength={100} {...bind('senderName')} />
      <TextField label="Reply-to address" hint="Where readers' replies go; leave empty for none." type="email" inputMode="email" maxLength={200} {...bind('replyTo')} />
      <TextAreaField label="Footer line" hint="A postal address, as bulk-mail law asks, shown at the foot of every newsletter." rows={2} maxLength={300} {...bind('footer')} />
      <CheckboxField label="Send a welcome email" hint="Once to each reader, when they confirm their subscription." checked={draft.welcome.enabled} onChange={(enabled) => update({ ...draft, welcome: { ...draft.welcome, enabled } })} />
      <TextField label="Welcome subject" maxLength={200} {...welcome('subject')} />
      <RichMarkdownEditor label="Welcome text" sourceLabel="Welcome text (markdown)" images={false} minHeight="8rem" {...welcome('markdown')} />
    </SettingsSection>
  );
}
