// The admin's quiet button (cancel, remove, secondary actions): kept out of views/components/ui.tsx
// so that no public page carries it.
import { css } from '@emotion/react';
import { buttonCss } from '../../components/ui';
import { color } from '../../style/theme';

export const ghostButtonCss = css`
  ${buttonCss};
  background: transparent;
  color: ${color.text};
  &:hover:not(:disabled) { background: ${color.surfaceAlt}; }
`;
