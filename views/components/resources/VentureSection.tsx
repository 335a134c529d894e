// The 'Social Robotics Venture' section (the resources part of the settings): a description and two external media links.
import { css } from '@emotion/react';
import { useSettingsPart } from '../../data/settingsQuery';
import { color, media } from '../../style/theme';
import { ExternalIcon } from '../icons';
import { cardCss, outlineButtonCss, primaryButtonCss } from '../ui';

const panelCss = css`
  ${cardCss};
  padding: 28px 22px;
  background: linear-gradient(135deg, ${color.accentSoft} 0%, ${color.surface} 70%);
  ${media.md} { padding: 40px; }
  h2 { font-size: 1.7rem; }
  p { max-width: 720px; color: ${color.text}; font-size: 1.05rem; }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
`;

export const VENTURE_HEADING_ID = 'venture';

export function VentureSection() {
  const resources = useSettingsPart('resources');
  if (!resources) return null;
  const { venture } = resources;
  return (
    <div css={panelCss}>
      <h2 id={VENTURE_HEADING_ID}>{venture.title}</h2>
      <p>{venture.description}</p>
      <div css={actionsCss}>
        {venture.videoUrl !== '' && (
          <a href={venture.videoUrl} target="_blank" rel="noopener noreferrer" css={primaryButtonCss}>
            Watch the Video <ExternalIcon size={16} />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {venture.audioInterviewUrl !== '' && (
          <a href={venture.audioInterviewUrl} target="_blank" rel="noopener noreferrer" css={outlineButtonCss}>
            Listen to the Interview <ExternalIcon size={16} />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}
