// Settings › Identity: the publication's name and who it belongs to, shown in the header, footer,
// titles, the home page's hero, About and Contact; and the portrait that replaces the initials on
// About, with one alt text box at a time (an upload asks for its own, which becomes the portrait's).
// While a chosen photo waits for its own Upload button, saving says so instead of "Saved".
import { useState } from 'react';
import type { SiteSettings } from '../../api/settings';
import { TextAreaField, TextField } from '../components/FormFields';
import { bindFields } from './bindField';
import { MediaIdField } from './MediaIdField';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './settingsApi';

export function IdentitySection({ settings }: { settings: SiteSettings }) {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'identity');
  const bind = bindFields(draft, update, errorAt);
  const [photoWaiting, setPhotoWaiting] = useState(false);
  return (
    <SettingsSection
      id="identity"
      title="Identity"
      intro="Your site's name, your name and what you do, as every page, title and email shows them."
      state={state}
      onSave={save}
      holdBack={photoWaiting ? 'Your photo is not uploaded yet: press its Upload image button (or Cancel), then save.' : undefined}
    >
      <TextField label="Site name" hint="The publication's name, in the tab, the header, feeds and emails. Leave empty to use your name." maxLength={100} {...bind('siteName')} />
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
        onChange={(item) => update({ ...draft, portraitMediaId: item?.id ?? null, portraitAlt: item?.alt ?? '' })}
        onWaitingChange={setPhotoWaiting}
      >
        <TextField label="Portrait description (alt text)" hint="Read aloud to people who cannot see the photo." maxLength={300} {...bind('portraitAlt')} />
      </MediaIdField>
    </SettingsSection>
  );
}
