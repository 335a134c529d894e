// Hire Me: why work with me, what I offer, and a let's-work-together card.
import { css } from '@emotion/react';
import { LINK_NETWORK_LABELS } from '../../api/settings';
import { useSettings, useSettingsPart } from '../../data/settingsQuery';
import { onBandCardDeclarations, onBandCardHoverDeclarations, onBandOutlineDeclarations, onBandOutlineHoverDeclarations } from '../../style/buildingBlocks';
import { band, color, media, radius } from '../../style/theme';
import { MailIcon } from '../icons';
import { NetworkIcon } from '../networkIcons';
import { relOf } from '../SocialLinks';
import { CheckIcon } from '../pageIcons';
import { Container, darkBandCss, outlineButtonCss, primaryButtonCss, sectionCss } from '../ui';

const gridCss = css`
  display: grid;
  gap: 32px;
  ${media.lg} { grid-template-columns: 1.5fr 1fr; align-items: start; }
  h3 { font-size: 1.25rem; }
`;

const offeringsCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
  li { display: flex; gap: 10px; align-items: flex-start; }
  svg { flex: none; margin-top: 3px; color: ${color.link}; }
`;

const togetherCss = css`
  ${darkBandCss};
  border-radius: ${radius.lg};
  padding: 28px 24px;
  p { color: ${band.muted}; }
  div { display: grid; gap: 10px; }
`;

const onDarkOutlineCss = css`
  ${outlineButtonCss};
  ${onBandOutlineDeclarations};
  &:hover:not(:disabled) { ${onBandOutlineHoverDeclarations}; }
`;

const hireSectionCss = css`
  ${sectionCss};
  background: ${color.surfaceAlt};
`;

const titleCss = css`
  font-size: clamp(1.8rem, 4vw, 2.4rem);
`;

const offerTitleCss = css`
  margin-top: 28px;
`;

const onDarkPrimaryCss = css`
  ${primaryButtonCss};
  ${onBandCardDeclarations};
  &:hover:not(:disabled) { ${onBandCardHoverDeclarations}; }
`;

export function HireMe() {
  const settings = useSettings();
  const site = settings.identity;
  const about = useSettingsPart('about');
  // The card's second button: the owner's LinkedIn, else their first link.
  const profile = settings.links.find((link) => link.network === 'linkedin') ?? settings.links[0];
  if (!about) return null;
  const { hireMe } = about;
  return (
    <section aria-labelledby="hire-me-title" css={hireSectionCss}>
      <Container>
        <h2 id="hire-me-title" css={titleCss}>Hire Me</h2>
        <div css={gridCss}>
          <div>
            {hireMe.why !== '' && (
              <>
                <h3>Why Work With Me</h3>
                <p>{hireMe.why}</p>
              </>
            )}
            {hireMe.offerings.length > 0 && (
              <>
                <h3 css={offerTitleCss}>What I Offer</h3>
                <ul css={offeringsCss}>
                  {hireMe.offerings.map((offering) => (
                    <li key={offering}><CheckIcon size={18} /> {offering}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div css={togetherCss}>
            <h3>Let's Work Together</h3>
            <p>Tell me about your organisation, your audience and what you hope to achieve. I reply to every serious enquiry.</p>
            <div>
              <a href={`mailto:${site.email}`} css={onDarkPrimaryCss}>
                <MailIcon size={18} /> {site.email}
              </a>
              {profile && (
                <a href={profile.url} target="_blank" rel={relOf(profile)} css={onDarkOutlineCss}>
                  <NetworkIcon network={profile.network} size={18} /> Connect on {LINK_NETWORK_LABELS[profile.network]}<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
