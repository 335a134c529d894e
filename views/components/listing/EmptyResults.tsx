// The 'nothing matches' state of a filtered list, with the buttons that undo the filters.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, radius } from '../../style/theme';

const emptyCss = css`
  text-align: center;
  padding: 56px 20px;
  border: 1px dashed ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  h2 { font-size: 1.3rem; margin-bottom: 8px; }
  p { color: ${color.muted}; margin-bottom: 20px; }
  div { display: flex; flex-wrap: wrap; gap: 10px; justify-content: center; }
`;

export function EmptyResults({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div css={emptyCss}>
      <h2>{title}</h2>
      {hint && <p>{hint}</p>}
      {children && <div>{children}</div>}
    </div>
  );
}
