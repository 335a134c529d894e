// Settings › Identity: who the site belongs to, shown in the header, footer, titles, the home
// page's hero, About and Contact; and the portrait that replaces the initials on About.
import type { SiteSettings } from '../../api/settings';
import { TextAreaField, TextField } from '../components/FormFields';
import { bindFields } from './bindField';
import { MediaIdField } from './MediaIdField';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './settingsApi';

export function IdentitySection({ settings }: { settings: SiteSettings }) {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'identity');
  const bind = bindFields(draft, update, errorAt);
  return (
    <SettingsSection id="identity" title="Identity" intro="Your name and what you do, as every page, title and email shows them." state={state} onSave={save}>
      <TextField label="Your name" autoComplete="name" maxLength={100} {...bind('name')} />
      <TextField label="What you do (title)" hint="Under your name on the home page and in search results." maxLength={150} {...bind('title')} />
      <TextField label="Tagline" maxLength={200} {...bind('tagline')} />
      <TextAreaField label="Home page introduction" rows={3} maxLength={600} {...bind('heroIntro')} />
      <TextAreaField label="Short description of the site" hint="Used for search engines, link previews and the feeds." rows={3} maxLength={600} {...bind('blurb')} />
      <TextField label="Location" maxLength={150} {...bind('location')} />
      <TextField label="Field" maxLength={150} {...bind('field')} />
      <TextField label="Institution" maxLength={150} {...bind('institution')} />
      <TextField label="Public email address" type="email" inputMode="email" autoComplete="email" maxLength={200} {...bind('email')} />
      <TextField label="Office hours" maxLength={100} {...bind('officeHours')} />
      <MediaIdField
        label="Portrait"
        value={draft.portraitMediaId}
        emptyText="No photo yet: About shows your initials instead."
        error={errorAt('portraitMediaId')}
        onChange={(item) => update({ ...draft, portraitMediaId: item?.id ?? null, portraitAlt: item ? draft.portraitAlt || item.alt : draft.portraitAlt })}
      />
      <TextField label="Portrait description (alt text)" hint="Read aloud to people who cannot see the photo." maxLength={300} {...bind('portraitAlt')} />
    </SettingsSection>
  );
}
