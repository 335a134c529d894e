// The steps of the first-run setup, each one part of the settings saved through the same PATCH
// as /admin/settings: the site's name, the owner's name and title, photo, links, accent colour.
import type { ReactNode } from 'react';
import type { SiteSettings, SocialLink } from '../../api/settings';
import { TextField } from '../components/FormFields';
import { AccentField } from '../settings/AccentField';
import { LinkFields } from '../settings/LinksSection';
import { ListEditor } from '../settings/ListEditor';
import { MediaIdField } from '../settings/MediaIdField';
import type { SaveState } from '../settings/settingsApi';
import { useSectionDraft } from '../settings/settingsApi';

/** What a step gives the setup's frame: its fields, its save, and how the last save went. */
export interface StepView {
  fields: ReactNode;
  save: () => Promise<boolean>;
  state: SaveState;
}

export function useSiteNameStep(settings: SiteSettings): StepView {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'identity');
  return {
    save,
    state,
    fields: (
      <TextField
        label="Site name"
        hint="The publication's name, e.g. 'Signal & Noise'. Leave empty to use your own name."
        maxLength={100}
        value={draft.siteName}
        onChange={(siteName) => update({ ...draft, siteName })}
        error={errorAt('siteName')}
      />
    ),
  };
}

export function useNameStep(settings: SiteSettings): StepView {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'identity');
  return {
    save,
    state,
    fields: (
      <>
        <TextField label="Your name" autoComplete="name" maxLength={100} value={draft.name} onChange={(name) => update({ ...draft, name })} error={errorAt('name')} />
        <TextField label="What you do" hint="A few words under your name, e.g. 'Historian and writer'." maxLength={150} value={draft.title} onChange={(title) => update({ ...draft, title })} error={errorAt('title')} />
      </>
    ),
  };
}

export function usePhotoStep(settings: SiteSettings): StepView {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'identity');
  return {
    save,
    state,
    fields: (
      <>
        <MediaIdField
          label="Your photo"
          value={draft.portraitMediaId}
          emptyText="No photo yet: About shows your initials instead."
          error={errorAt('portraitMediaId')}
          onChange={(item) => update({ ...draft, portraitMediaId: item?.id ?? null, portraitAlt: item?.alt ?? '' })}
        >
          <TextField label="Describe the photo (alt text)" maxLength={300} value={draft.portraitAlt} onChange={(portraitAlt) => update({ ...draft, portraitAlt })} error={errorAt('portraitAlt')} />
        </MediaIdField>
      </>
    ),
  };
}

export function useLinksStep(settings: SiteSettings): StepView {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'links');
  return {
    save,
    state,
    fields: (
      <ListEditor<SocialLink>
        title="Your links"
        noun="link"
        hint="Your profiles elsewhere; the sample links are placeholders to replace or remove."
        items={draft}
        onChange={update}
        newItem={() => ({ network: 'website', url: '' })}
        error={errorAt('')}
        renderItem={(link, set, index) => <LinkFields link={link} update={set} errorAt={(field) => errorAt(`${index}.${field}`)} />}
      />
    ),
  };
}

export function useAccentStep(settings: SiteSettings): StepView {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'design');
  return {
    save,
    state,
    fields: <AccentField value={draft.accentColor} onChange={(accentColor) => update({ ...draft, accentColor })} error={errorAt('accentColor')} />,
  };
}

export const SETUP_STEPS = [
  { title: 'Your site', intro: 'What your site is called, in the tab, the header, your feeds and your emails.', use: useSiteNameStep },
  { title: 'Who you are', intro: 'Who the site belongs to, as every page and email shows it.', use: useNameStep },
  { title: 'A photo', intro: 'Shown on About instead of your initials.', use: usePhotoStep },
  { title: 'Your links', intro: 'Where else readers can find you.', use: useLinksStep },
  { title: 'Your colour', intro: 'One accent colour for buttons, links and highlights, kept readable in light and dark mode.', use: useAccentStep },
] as const;
