// Find Me Elsewhere: the author page on a book retailer and the initiative's site (the About part's elsewhere).
import { useSettingsPart } from '../../data/settingsQuery';
import { ExternalLinkCards } from '../ExternalLinkCards';

export function FindMeElsewhere() {
  const about = useSettingsPart('about');
  if (!about) return null;
  const { elsewhere } = about;
  const links = [
    { href: elsewhere.authorProfileUrl, title: 'Amazon Author Page', text: 'My books and publications, all in one place.' },
    { href: elsewhere.initiativeUrl, title: 'My Initiative', text: 'The initiative I lead on thoughtful, human-centred AI.' },
  ];
  return <ExternalLinkCards links={links} />;
}
