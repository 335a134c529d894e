import { css } from '@emotion/react';
import { color } from '../../style/theme';

/** The centred heading and lead paragraph that open each home section. */
export const sectionIntroCss = css`
  text-align: center;
  max-width: 680px;
  margin: 0 auto 40px;
  h2 { font-size: clamp(1.8rem, 4vw, 2.4rem); }
  p { color: ${color.muted}; font-size: 1.08rem; margin: 0; }
`;
