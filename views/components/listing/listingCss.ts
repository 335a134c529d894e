import { css } from '@emotion/react';
import { media } from '../../style/theme';

/** The search box above the filter chips, above the results. */
export const toolbarCss = css`
  display: grid;
  gap: 18px;
  margin-bottom: 36px;
  ${media.md} { margin-bottom: 44px; }
`;

export const searchWidthCss = css`
  max-width: 560px;
`;
