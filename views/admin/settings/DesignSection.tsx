// Settings › Design: the one accent colour every accent use follows, and the image the favicon
// and app icons are made from, with a preview of the accent in both modes. Also the whole of
// /admin/design.
import type { SiteSettings } from '../../api/settings';
import { AccentPreview } from '../design/AccentPreview';
import { AccentField } from './AccentField';
import { MediaIdField } from './MediaIdField';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './settingsApi';
import { wearAccent } from '../design/wearAccent';

export function DesignSection({ settings }: { settings: SiteSettings }) {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'design');
  const saveAndWear = async () => {
    if (await save()) wearAccent(draft.accentColor);
  };
  return (
    <SettingsSection id="design" title="Design" intro="Your colour, everywhere on the site, in light and dark mode; and your site icon." state={state} onSave={saveAndWear}>
      <AccentField value={draft.accentColor} onChange={(accentColor) => update({ ...draft, accentColor })} error={errorAt('accentColor')} />
      <AccentPreview accent={draft.accentColor} />
      <MediaIdField
        label="Site icon"
        value={draft.iconMediaId}
        emptyText="No icon chosen: browsers show the site's default icon."
        error={errorAt('iconMediaId')}
        onChange={(item) => update({ ...draft, iconMediaId: item?.id ?? null })}
      />
    </SettingsSection>
  );
}
