// /admin/settings: everything that makes the site its owner's, one section at a time, each
// saved on its own (a PATCH of that section). A short list of the sections leads to each.
import { css } from '@emotion/react';
import type { SiteSettings } from '../api/settings';
import { color, headerHeight, media, radius } from '../style/theme';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { AboutSection } from './settings/AboutSection';
import { CopySection } from './settings/CopySection';
import { DesignSection } from './settings/DesignSection';
import { EmailSection } from './settings/EmailSection';
import { IdentitySection } from './settings/IdentitySection';
import { LinksSection } from './settings/LinksSection';
import { NavigationSection } from './settings/NavigationSection';
import { SectionsSection } from './settings/SectionsSection';
import { useSettings } from './settings/settingsApi';

const SECTIONS = [
  { id: 'identity', label: 'Identity' },
  { id: 'words', label: 'Words' },
  { id: 'links', label: 'Links' },
  { id: 'design', label: 'Design' },
  { id: 'about', label: 'About' },
  { id: 'email', label: 'Email' },
  { id: 'sections', label: 'Sections' },
  { id: 'navigation', label: 'Navigation' },
] as const;

// A phone: the sections' names wrap above the forms. A wide screen: they stand in a column
// beside the forms and stay in view while the page scrolls.
const layoutCss = css`
  ${media.lg} {
    display: grid;
    grid-template-columns: 180px minmax(0, 760px);
    gap: 32px;
    align-items: start;
  }
`;

const jumpCss = css`
  margin-bottom: 24px;
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
  ${media.lg} {
    position: sticky;
    top: calc(${headerHeight} + 24px);
    ul { flex-direction: column; }
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover { border-color: ${color.accent}; }
`;

function SettingsForms({ settings }: { settings: SiteSettings }) {
  return (
    <div css={layoutCss}>
      <nav css={jumpCss} aria-label="Settings sections">
        <ul>
          {SECTIONS.map((section) => <li key={section.id}><a href={`#${section.id}`}>{section.label}</a></li>)}
        </ul>
      </nav>
      <div>
        <IdentitySection settings={settings} />
        <CopySection settings={settings} />
        <LinksSection settings={settings} />
        <DesignSection settings={settings} />
        <AboutSection settings={settings} />
        <EmailSection settings={settings} />
        <SectionsSection settings={settings} />
        <NavigationSection settings={settings} />
      </div>
    </div>
  );
}

export default function AdminSettingsPage() {
  const state = useSettings();
  return (
    <AdminLayout title="Settings" intro="Make the site yours: each section saves on its own, and the site shows it at once.">
      <AdminQueryView state={state} gateTitle="Access Settings" failureMessage="Failed to load the settings" loadingLabel="Loading the settings...">
        {(settings) => <SettingsForms settings={settings} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
