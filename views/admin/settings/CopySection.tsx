// Settings › Words: every sentence the public chrome shows (the footer, /blog, the home page's
// newsletter band, the 404 page, the legacy wall), and from how many subscribers the band may
// name their number (the real one; below it, no number).
import type { SiteSettings } from '../../api/settings';
import { TextAreaField, TextField } from '../components/FormFields';
import { bindFields } from './bindField';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './settingsApi';

export function CopySection({ settings }: { settings: SiteSettings }) {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'copy');
  const bindText = bindFields(draft, update, errorAt);
  // Each sentence is one line (the server refuses line breaks): Enter in a box joins, not breaks.
  const bind = (name: Parameters<typeof bindText>[0]) => {
    const field = bindText(name);
    return { ...field, onChange: (next: string) => field.onChange(next.replace(/\s*[\r\n]+\s*/g, ' ')) };
  };
  const threshold = String(draft.subscriberCountThreshold);
  return (
    <SettingsSection id="words" title="Words" intro="The sentences around your writing, in your own words: plain text, one line each." state={state} onSave={save}>
      <TextAreaField label="Footer line under the site's name" rows={2} maxLength={300} {...bind('footerBlurb')} />
      <TextAreaField label="Footer newsletter line" rows={2} maxLength={300} {...bind('footerNewsletterText')} />
      <TextAreaField label="Blog introduction" hint="Under the title of /blog." rows={2} maxLength={400} {...bind('blogIntro')} />
      <TextAreaField label="Blog description" hint="For search engines and link previews of /blog, and the description of your feeds." rows={2} maxLength={300} {...bind('blogDescription')} />
      <TextField label="Newsletter heading" hint="The home page's newsletter band." maxLength={120} {...bind('newsletterHeading')} />
      <TextAreaField label="Newsletter invitation" hint="Shown while your subscribers are fewer than the number below." rows={3} maxLength={600} {...bind('newsletterText')} />
      <TextAreaField
        label="Newsletter invitation with your subscriber count"
        hint="Shown from that number up; {count} becomes the real number of subscribers."
        rows={3}
        maxLength={600}
        {...bind('newsletterTextWithCount')}
      />
      <TextField
        label="Name the subscriber count from"
        hint="Below this many subscribers, the band names no number."
        type="number"
        inputMode="numeric"
        min={1}
        value={threshold}
        error={errorAt('subscriberCountThreshold')}
        onChange={(next) => update({ ...draft, subscriberCountThreshold: next.trim() === '' ? Number.NaN : Number(next) })}
      />
      <TextField label="Newsletter note" hint="Under the newsletter form." maxLength={200} {...bind('newsletterNote')} />
      <TextAreaField label="After subscribing" hint="Beside a subscribe form once a reader subscribed, while the site asks them to confirm by email." rows={2} maxLength={300} {...bind('subscribeConfirmNote')} />
      <TextField label="Page-not-found heading" maxLength={120} {...bind('notFoundTitle')} />
      <TextAreaField label="Page-not-found text" rows={2} maxLength={300} {...bind('notFoundText')} />
      <TextAreaField label="Legacy wall invitation" hint="Under the legacy wall's title." rows={3} maxLength={600} {...bind('legacyInvitation')} />
    </SettingsSection>
  );
}
