// Find Me Elsewhere: the author page on a book retailer and the initiative's site.
import { css } from '@emotion/react';
import { site } from '../../siteConfig';
import { siteContent } from '../../siteContent';
import { color, media, shadow } from '../../theme';
import { ExternalIcon } from '../icons';
import { cardCss } from '../ui';

const links = [
  { href: siteContent.elsewhere.authorProfileUrl, title: 'Amazon Author Page', text: 'My books and publications, all in one place.' },
  { href: siteContent.elsewhere.initiativeUrl, title: 'My Initiative', text: 'The initiative I lead on thoughtful, human-centred AI.' },
];

const gridCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
`;

const linkCss = css`
  ${cardCss};
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: 22px 24px;
  height: 100%;
  text-decoration: none;
  color: ${color.text};
  transition: box-shadow 0.2s ease, border-color 0.2s ease;
  &:hover { border-color: ${color.accent}; box-shadow: ${shadow.raised}; }
  strong { display: block; font-size: 1.1rem; margin-bottom: 4px; color: ${color.accentStrong}; }
  span { color: ${color.muted}; }
  svg { flex: none; color: ${color.accent}; }
`;

export function FindMeElsewhere() {
  return (
    <ul css={gridCss}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" css={linkCss}>
            <div>
              <strong>{link.title}</strong>
              <span>{link.text}</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </div>
            <ExternalIcon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
