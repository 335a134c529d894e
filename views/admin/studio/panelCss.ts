// The frame of the edit screen's side panels (preview link, revisions, delete).
import { css } from '@emotion/react';
import { formCardCss } from '../components/FormFields';
import { color } from '../../style/theme';

export const panelCss = css`
  ${formCardCss};
  margin-top: 24px;
  h2 { font-size: 1.15rem; margin: 0 0 6px; }
  > p { margin: 0 0 14px; color: ${color.muted}; font-size: 0.92rem; }
`;

export const buttonRowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
