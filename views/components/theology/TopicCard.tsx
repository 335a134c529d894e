// A theology topic: available (with a link to its essays) or still in development.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color } from '../../style/theme';
import { cardCss } from '../ui';

const cardLayoutCss = css`
  ${cardCss};
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 28px 26px;
  height: 100%;
  h3 { font-size: 1.5rem; margin: 0; }
  p { margin: 0; color: ${color.muted}; }
`;

const mutedCardLayoutCss = css`
  ${cardLayoutCss};
  background: ${color.surfaceAlt};
`;

const badgesCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const actionCss = css`
  margin-top: auto;
  padding-top: 8px;
`;

export function TopicCard({ title, badges, description, action, muted = false }: {
  title: string;
  badges: ReactNode;
  description: string;
  action: ReactNode;
  muted?: boolean;
}) {
  return (
    <article css={muted ? mutedCardLayoutCss : cardLayoutCss}>
      <div css={badgesCss}>{badges}</div>
      <h3>{title}</h3>
      <p>{description}</p>
      <div css={actionCss}>{action}</div>
    </article>
  );
}
