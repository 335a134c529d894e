// Settings › About: the About page's story (markdown), Hire Me, the career timeline, the
// Theology page's two personas, the essays' default authors, the links to the owner's other work
// and the contact page's side cards.
import { css } from '@emotion/react';
import type { AboutSettings, Persona, SiteSettings, TimelineEntry } from '../../api/settings';
import { TextAreaField, TextField } from '../components/FormFields';
import { RichMarkdownEditor } from '../studio/RichMarkdownEditor';
import { bindFields } from './bindField';
import { ListEditor } from './ListEditor';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './settingsApi';

const groupCss = css`
  border: 0;
  padding: 0;
  margin: 8px 0 12px;
  min-width: 0;
  > legend { font-weight: 700; font-size: 1.05rem; margin-bottom: 10px; padding: 0; }
`;

type ErrorAt = (path: string) => string | undefined;

function TimelineFields({ entry, update, errorAt }: { entry: TimelineEntry; update: (next: TimelineEntry) => void; errorAt: ErrorAt }) {
  const bind = bindFields(entry, update, errorAt);
  return (
    <>
      <TextField label="Phase" placeholder="Foundations" maxLength={60} {...bind('phase')} />
      <TextField label="Years" placeholder="2021–Present" maxLength={40} {...bind('year')} />
      <TextField label="Title" maxLength={150} {...bind('title')} />
      <TextAreaField label="What happened" rows={3} maxLength={1000} {...bind('description')} />
    </>
  );
}

function PersonaFields({ title, persona, update, errorAt }: { title: string; persona: Persona; update: (next: Persona) => void; errorAt: ErrorAt }) {
  const bind = bindFields(persona, update, errorAt);
  return (
    <fieldset css={groupCss}>
      <legend>{title}</legend>
      <TextField label="Name" maxLength={60} {...bind('name')} />
      <TextField label="Role" maxLength={100} {...bind('role')} />
      <TextAreaField label="Description" rows={3} maxLength={1000} {...bind('description')} />
    </fieldset>
  );
}

const ELSEWHERE_LABELS: Record<keyof AboutSettings['elsewhere'], string> = {
  authorProfileUrl: 'Author profile',
  initiativeUrl: 'Your initiative',
  newsletterUrl: 'Newsletter elsewhere',
  videoChannelUrl: 'Video channel',
  communityInitiativeUrl: 'Community initiative',
};

export function AboutSection({ settings }: { settings: SiteSettings }) {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'about');
  const set = <K extends keyof AboutSettings>(name: K, value: AboutSettings[K]) => update({ ...draft, [name]: value });
  const bind = bindFields(draft, update, errorAt);
  const venture = bindFields(draft.venture, (next) => set('venture', next), errorAt, 'venture.');
  const contact = bindFields(draft.contact, (next) => set('contact', next), errorAt, 'contact.');
  return (
    <SettingsSection id="about" title="About" intro="Your story and your work, as the About, Hire Me and Theology pages tell them." state={state} onSave={save}>
      <RichMarkdownEditor label="Your story" sourceLabel="Your story (markdown)" hint="Paragraphs are separated by a blank line." images={false} minHeight="10rem" {...bind('markdown')} />

      <fieldset css={groupCss}>
        <legend>Hire Me</legend>
        <TextAreaField label="Why work with you" rows={4} maxLength={1000} value={draft.hireMe.why} onChange={(why) => set('hireMe', { ...draft.hireMe, why })} error={errorAt('hireMe.why')} />
        <ListEditor<string>
          title="What you offer"
          noun="offering"
          items={draft.hireMe.offerings}
          onChange={(offerings) => set('hireMe', { ...draft.hireMe, offerings })}
          newItem={() => ''}
          error={errorAt('hireMe.offerings')}
          renderItem={(offering, change, index) => <TextField label="Offering" maxLength={200} value={offering} onChange={change} error={errorAt(`hireMe.offerings.${index}`)} />}
        />
      </fieldset>

      <ListEditor<TimelineEntry>
        title="Career timeline"
        noun="timeline entry"
        hint="Oldest first, as About shows them."
        items={draft.timeline}
        onChange={(timeline) => set('timeline', timeline)}
        newItem={() => ({ phase: '', year: '', title: '', description: '' })}
        error={errorAt('timeline')}
        renderItem={(entry, change, index) => <TimelineFields entry={entry} update={change} errorAt={(field) => errorAt(`timeline.${index}.${field}`)} />}
      />

      <PersonaFields title="Theology: the Islam lead" persona={draft.personas.islamLead} update={(islamLead) => set('personas', { ...draft.personas, islamLead })} errorAt={(field) => errorAt(`personas.islamLead.${field}`)} />
      <PersonaFields title="Theology: the collaborator" persona={draft.personas.collaborator} update={(collaborator) => set('personas', { ...draft.personas, collaborator })} errorAt={(field) => errorAt(`personas.collaborator.${field}`)} />

      <TextField label="Default essay authors" hint="Filled in on every new essay. Leave empty for your name and the essays' persona." maxLength={200} {...bind('essayAuthors')} />
      <TextField label="Your own book's title" hint="Shown under My Book on the Books page." maxLength={200} {...bind('ownBookTitle')} />

      <fieldset css={groupCss}>
        <legend>Other links</legend>
        {(Object.keys(ELSEWHERE_LABELS) as (keyof AboutSettings['elsewhere'])[]).map((name) => (
          <TextField
            key={name}
            label={ELSEWHERE_LABELS[name]}
            type="url"
            inputMode="url"
            maxLength={500}
            value={draft.elsewhere[name]}
            onChange={(url) => set('elsewhere', { ...draft.elsewhere, [name]: url })}
            error={errorAt(`elsewhere.${name}`)}
          />
        ))}
      </fieldset>

      <fieldset css={groupCss}>
        <legend>Contact page cards</legend>
        <TextField label="How soon you reply" maxLength={150} {...contact('responseTime')} />
        <TextField label="When you can be reached" maxLength={150} {...contact('officeHours')} />
        <ListEditor<string>
          title="Tips before writing"
          noun="tip"
          items={draft.contact.tips}
          onChange={(tips) => set('contact', { ...draft.contact, tips })}
          newItem={() => ''}
          max={12}
          error={errorAt('contact.tips')}
          renderItem={(tip, change, index) => <TextField label="Tip" maxLength={300} value={tip} onChange={change} error={errorAt(`contact.tips.${index}`)} />}
        />
      </fieldset>

      <fieldset css={groupCss}>
        <legend>Your venture</legend>
        <TextField label="Title" maxLength={150} {...venture('title')} />
        <TextAreaField label="Description" rows={3} maxLength={1000} {...venture('description')} />
        <TextField label="Video address" type="url" inputMode="url" maxLength={500} {...venture('videoUrl')} />
        <TextField label="Audio interview address" type="url" inputMode="url" maxLength={500} {...venture('audioInterviewUrl')} />
      </fieldset>
    </SettingsSection>
  );
}
