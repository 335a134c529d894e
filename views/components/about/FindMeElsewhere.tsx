// Find Me Elsewhere: the author page on a book retailer and the initiative's site (about.elsewhere).
import { useSettingsPart } from '../../data/settingsQuery';
import type { ReactNode } from 'react';
import type { AboutSettings } from '../../api/settings';
import { type ExternalLink, ExternalLinkCards, linksWithAddress } from '../ExternalLinkCards';

const elsewhereLinks = (elsewhere: AboutSettings['elsewhere']): ExternalLink[] => [
  { href: elsewhere.authorProfileUrl, title: 'Amazon Author Page', text: 'My books and publications, all in one place.' },
  { href: elsewhere.initiativeUrl, title: 'My Initiative', text: 'The initiative I lead on thoughtful, human-centred AI.' },
];

/** The section's heading and cards, or nothing when no link leads anywhere. */
export function FindMeElsewhere({ heading }: { heading: ReactNode }) {
  const about = useSettingsPart('about');
  if (!about) return null;
  const links = linksWithAddress(elsewhereLinks(about.elsewhere));
  if (links.length === 0) return null;
  return (
    <>
      {heading}
      <ExternalLinkCards links={links} />
    </>
  );
}
