// The frame of a single post or essay: below the fixed header, a readable column.
import { css } from '@emotion/react';
import { color, headerHeight, media } from '../../style/theme';

export const articlePageCss = css`
  padding: calc(${headerHeight} + 32px) 0 72px;
  ${media.md} { padding-top: calc(${headerHeight} + 48px); }
  @media print { padding: 0; }
`;

export const articleTitleCss = css`
  font-size: clamp(2rem, 5vw, 2.9rem);
  line-height: 1.15;
  margin: 12px 0 16px;
`;

export const articleMetaCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 18px;
  margin-top: 16px;
  color: ${color.muted};
  font-size: 0.92rem;
  > span { display: inline-flex; align-items: center; gap: 6px; }
`;

export const articleFooterCss = css`
  margin-top: 48px;
  padding-top: 24px;
  border-top: 1px solid ${color.border};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
`;
