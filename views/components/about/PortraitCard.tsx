// The About page's portrait card. The social icons are badges, not links (the spec shows
// them without links); the real links live in the footer.
import { css } from '@emotion/react';
import { LINK_NETWORK_LABELS } from '../../api/settings';
import { useSettings } from '../../data/settingsQuery';
import { color, headerHeight, media, radius } from '../../style/theme';
import { MailIcon, MapPinIcon } from '../icons';
import { NetworkIcon } from '../networkIcons';
import { cardCss, primaryButtonCss } from '../ui';
import { Monogram } from '../Monogram';

const cardLayoutCss = css`
  ${cardCss};
  padding: 32px 24px 28px;
  text-align: center;
  ${media.lg} { position: sticky; top: calc(${headerHeight} + 24px); }
  h2 { font-size: 1.5rem; margin: 24px 0 4px; }
`;

const factsCss = css`
  margin: 20px 0 24px;
  display: grid;
  gap: 10px;
  text-align: left;
  div { padding: 10px 14px; border-radius: ${radius.md}; background: ${color.surfaceAlt}; }
  dt { font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; color: ${color.muted}; }
  dd { margin: 0; font-weight: 500; }
`;

const socialCss = css`
  list-style: none;
  margin: 20px 0 0;
  padding: 0;
  display: flex;
  justify-content: center;
  gap: 10px;
  li {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 1px solid ${color.border};
    color: ${color.muted};
  }
`;

const titleCss = css`
  margin: 0;
  color: ${color.accentStrong};
  font-weight: 600;
`;

const locationCss = css`
  display: flex;
  align-items: center;
  gap: 6px;
`;

const hireButtonCss = css`
  ${primaryButtonCss};
  width: 100%;
`;

export function PortraitCard() {
  const settings = useSettings();
  const site = settings.identity;
  return (
    <aside css={cardLayoutCss} aria-label="Profile">
      <Monogram name={site.name} />
      <h2>{site.name}</h2>
      <p css={titleCss}>{site.title}</p>
      <dl css={factsCss}>
        <div>
          <dt>Location</dt>
          <dd css={locationCss}><MapPinIcon size={16} /> {site.location}</dd>
        </div>
        <div>
          <dt>Field</dt>
          <dd>{site.field}</dd>
        </div>
        <div>
          <dt>Institution</dt>
          <dd>{site.institution}</dd>
        </div>
      </dl>
      <a href={`mailto:${site.email}?subject=${encodeURIComponent('Hiring inquiry')}`} css={hireButtonCss}>
        <MailIcon size={18} /> Hire Me
      </a>
      <ul css={socialCss} aria-label="Social profiles">
        {settings.links.map((link) => (
          <li key={`${link.network} ${link.url}`}><NetworkIcon network={link.network} size={18} /><span className="visually-hidden">{LINK_NETWORK_LABELS[link.network]}</span></li>
        ))}
      </ul>
    </aside>
  );
}
