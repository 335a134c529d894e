// The look of the admin lists: a header with the count and the main action, then cards.
import { css } from '@emotion/react';
import { cardCss } from '../../components/ui';
import { color, media } from '../../style/theme';

export const listHeaderCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  p { margin: 0; color: ${color.muted}; font-weight: 600; }
`;

export const itemListCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
`;

export const itemCss = css`
  ${cardCss};
  padding: 18px 20px;
  display: grid;
  gap: 12px;
  ${media.md} { grid-template-columns: 1fr auto; align-items: center; }
  h2 { font-size: 1.1rem; margin: 0 0 4px; }
  p { margin: 0; color: ${color.muted}; font-size: 0.92rem; }
`;

export const metaCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 12px;
  align-items: center;
  font-size: 0.85rem;
  color: ${color.muted};
  margin-bottom: 6px;
`;
