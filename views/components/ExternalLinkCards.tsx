// A grid of external links as cards, each opening in a new tab.
import { css } from '@emotion/react';
import { color, media, shadow } from '../style/theme';
import { ExternalIcon } from './icons';
import { cardCss } from './ui';

export interface ExternalLink {
  href: string;
  title: string;
  text: string;
}

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
  height: 100%;
  padding: 22px 24px;
  text-decoration: none;
  color: ${color.text};
  transition: box-shadow 0.2s ease, border-color 0.2s ease;
  &:hover { border-color: ${color.accent}; box-shadow: ${shadow.raised}; }
  strong { display: block; margin-bottom: 4px; font-size: 1.1rem; color: ${color.accentStrong}; }
  span { color: ${color.muted}; }
  svg { flex: none; color: ${color.link}; }
`;

/** The links that lead somewhere: a link the owner left empty (or sample removal emptied) is not shown. */
export const linksWithAddress = (links: ExternalLink[]): ExternalLink[] => links.filter((link) => link.href !== '');

export function ExternalLinkCards({ links }: { links: ExternalLink[] }) {
  return (
    <ul css={gridCss}>
      {linksWithAddress(links).map((link) => (
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
