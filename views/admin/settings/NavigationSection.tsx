// Settings › Navigation: the header's and the footer's links in the owner's order (the spec's
// links are the default, and can be brought back), and where the footer's Privacy and Terms
// links lead.
import { css } from '@emotion/react';
import type { NavigationItem, SiteSettings } from '../../api/settings';
import { outlineButtonCss } from '../../components/ui';
import { defaultSettings } from '../../content/defaultSettings';
import { color, radius } from '../../style/theme';
import { TextField } from '../components/FormFields';
import { bindFields } from './bindField';
import { ListEditor } from './ListEditor';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './settingsApi';

const DEFAULT_HEADER = defaultSettings.navigation.header;
const DEFAULT_FOOTER = defaultSettings.navigation.footer;

const defaultsCss = css`
  margin: 0 0 20px;
  padding: 12px 14px;
  border-radius: ${radius.md};
  background: ${color.surfaceAlt};
  font-size: 0.92rem;
  p { margin: 0 0 8px; }
`;

function NavigationItemFields({ item, update, errorAt }: { item: NavigationItem; update: (next: NavigationItem) => void; errorAt: (field: string) => string | undefined }) {
  const bind = bindFields(item, update, errorAt);
  return (
    <>
      <TextField label="Label" maxLength={40} {...bind('label')} />
      <TextField label="Path" placeholder="/services" autoCapitalize="none" spellCheck={false} maxLength={200} {...bind('path')} />
    </>
  );
}

export function NavigationSection({ settings }: { settings: SiteSettings }) {
  const { draft, update, save, state, errorAt } = useSectionDraft(settings, 'navigation');
  const bind = bindFields(draft, update, errorAt);
  return (
    <SettingsSection id="navigation" title="Navigation" intro="The links in the site's header and footer, in your order, and the footer's legal links." state={state} onSave={save}>
      <div css={defaultsCss}>
        <p>The default links: {DEFAULT_HEADER.map((item) => item.label).join(', ')}.</p>
        <button type="button" css={outlineButtonCss} onClick={() => update({ ...draft, header: DEFAULT_HEADER })}>Use the default links</button>
      </div>
      <ListEditor<NavigationItem>
        title="Header links"
        noun="header link"
        items={draft.header}
        onChange={(header) => update({ ...draft, header })}
        newItem={() => ({ label: '', path: '/' })}
        max={12}
        error={errorAt('header')}
        renderItem={(item, change, index) => <NavigationItemFields item={item} update={change} errorAt={(field) => errorAt(`header.${index}.${field}`)} />}
      />
      <div css={defaultsCss}>
        <p>The footer's default quick links: {DEFAULT_FOOTER.map((item) => item.label).join(', ')}.</p>
        <button type="button" css={outlineButtonCss} onClick={() => update({ ...draft, footer: DEFAULT_FOOTER })}>Use the default footer links</button>
      </div>
      <ListEditor<NavigationItem>
        title="Footer quick links"
        noun="footer link"
        items={draft.footer}
        onChange={(footer) => update({ ...draft, footer })}
        newItem={() => ({ label: '', path: '/' })}
        max={12}
        error={errorAt('footer')}
        renderItem={(item, change, index) => <NavigationItemFields item={item} update={change} errorAt={(field) => errorAt(`footer.${index}.${field}`)} />}
      />
      <TextField label="Privacy policy path" hint="Leave empty to use the site's page at /privacy, which you can edit in Pages." placeholder="/privacy" autoCapitalize="none" maxLength={200} {...bind('privacyPath')} />
      <TextField label="Terms of service path" hint="Leave empty to use the site's page at /terms, which you can edit in Pages." placeholder="/terms" autoCapitalize="none" maxLength={200} {...bind('termsPath')} />
    </SettingsSection>
  );
}
