// Settings › Sections: the parts of the site the owner may turn off. A section turned off is
// gone from the site: its pages answer 404 and it leaves the menus, feeds, search and home page.
import { OPTIONAL_SECTIONS, type OptionalSection, type SiteSettings } from '../../api/settings';
import { CheckboxField } from '../components/FormFields';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './settingsApi';

export const SECTION_LABELS: Record<OptionalSection, { label: string; hint: string }> = {
  essays: { label: 'Essays', hint: 'The A.I. & Islam essays at /ai-islam.' },
  theology: { label: 'Theology page', hint: 'The Theology page with its two personas.' },
  books: { label: 'Books', hint: 'The reading list at /books.' },
  legacy: { label: 'Legacy wall', hint: 'Visitors’ statements at /legacy.' },
  resources: { label: 'Resources', hint: 'Downloads and links at /resources.' },
  dailyExercise: { label: 'Daily exercise on the home page', hint: 'The quote and brain teaser of the day.' },
};

export function SectionsSection({ settings }: { settings: SiteSettings }) {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'sections');
  return (
    <SettingsSection id="sections" title="Sections" intro="Turn off what you do not use: it disappears from the site, its menus, feeds and search." state={state} onSave={save}>
      {OPTIONAL_SECTIONS.map((section) => (
        <CheckboxField
          key={section}
          label={`Show ${SECTION_LABELS[section].label.toLowerCase()}`}
          hint={errorAt(section) ?? SECTION_LABELS[section].hint}
          checked={draft[section]}
          onChange={(on) => update({ ...draft, [section]: on })}
        />
      ))}
    </SettingsSection>
  );
}
