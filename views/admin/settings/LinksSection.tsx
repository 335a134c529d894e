// Settings › Links: the owner's profiles elsewhere, in their order, each with its network's icon
// on the site (a Mastodon link also proves the site to Mastodon with rel="me").
import { LINK_NETWORK_LABELS, LINK_NETWORKS, type SiteSettings, type SocialLink } from '../../api/settings';
import { SelectField, TextField } from '../components/FormFields';
import { ListEditor } from './ListEditor';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './settingsApi';

export const NETWORK_OPTIONS = LINK_NETWORKS.map((network) => ({ value: network, label: LINK_NETWORK_LABELS[network] }));

/** The fields of one link; `errorAt` reads the server's errors at 'url' and 'network'. */
export function LinkFields({ link, update, errorAt }: { link: SocialLink; update: (next: SocialLink) => void; errorAt: (field: string) => string | undefined }) {
  return (
    <>
      <SelectField label="Network" options={NETWORK_OPTIONS} value={link.network} onChange={(network) => update({ ...link, network: network as SocialLink['network'] })} error={errorAt('network')} />
      <TextField label="Address (https://…)" type="url" inputMode="url" autoComplete="url" placeholder="https://" maxLength={500} value={link.url} onChange={(url) => update({ ...link, url })} error={errorAt('url')} />
    </>
  );
}

export function LinksSection({ settings }: { settings: SiteSettings }) {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'links');
  return (
    <SettingsSection id="links" title="Links" intro="Your profiles elsewhere, shown with their icons in the footer, on About and on Contact." state={state} onSave={save}>
      <ListEditor<SocialLink>
        title="Your links"
        noun="link"
        items={draft}
        onChange={update}
        newItem={() => ({ network: 'website', url: '' })}
        error={errorAt('')}
        renderItem={(link, set, index) => <LinkFields link={link} update={set} errorAt={(field) => errorAt(`${index}.${field}`)} />}
      />
    </SettingsSection>
  );
}
