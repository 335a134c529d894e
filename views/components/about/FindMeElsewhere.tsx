// Find Me Elsewhere: the author page on a book retailer and the initiative's site.
import * as siteContent from '../../content/siteContent';
import { ExternalLinkCards } from '../ExternalLinkCards';

const links = [
  { href: siteContent.elsewhere.authorProfileUrl, title: 'Amazon Author Page', text: 'My books and publications, all in one place.' },
  { href: siteContent.elsewhere.initiativeUrl, title: 'My Initiative', text: 'The initiative I lead on thoughtful, human-centred AI.' },
];

export function FindMeElsewhere() {
  return <ExternalLinkCards links={links} />;
}
