// The look the analytics parts share: a card per part, a heading, and the muted sentence an
// empty part says.
import { css } from '@emotion/react';
import { cardCss } from '../../components/ui';
import { color, media } from '../../style/theme';

export const panelCss = css`
  ${cardCss};
  min-width: 0;
  padding: 16px 14px;
  ${media.md} { padding: 20px 22px; }
  h2 { font-size: 1.1rem; margin-bottom: 12px; }
  > p { margin: 0; color: ${color.muted}; }
`;

export const mutedCss = css`
  color: ${color.muted};
  font-size: 0.85rem;
`;
