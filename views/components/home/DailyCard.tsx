// The frame shared by the two 'Daily Mental Exercise' cards: icon, title, optional action, body.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, radius } from '../../style/theme';
import { cardCss } from '../ui';

const frameCss = css`
  ${cardCss};
  display: flex;
  flex-direction: column;
  gap: 18px;
  padding: 24px;
  height: 100%;
`;

const headCss = css`
  display: flex;
  align-items: center;
  gap: 12px;
  h3 { margin: 0; font-size: 1.2rem; flex: 1; }
`;

const iconCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  border-radius: ${radius.md};
  background: ${color.accentSoft};
  color: ${color.accentStrong};
  flex: none;
`;

export function DailyCard({ title, titleId, icon, action, busy = false, children }: {
  title: string;
  titleId: string;
  icon: ReactNode;
  action?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <article css={frameCss} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div css={headCss}>
        <span css={iconCss} aria-hidden="true">{icon}</span>
        <h3 id={titleId}>{title}</h3>
        {action}
      </div>
      {children}
    </article>
  );
}

export const emptyTextCss = css`
  color: ${color.muted};
  margin: 0;
`;
