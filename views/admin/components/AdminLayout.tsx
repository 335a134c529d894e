// The frame of every admin page: the admin navigation (links between all admin pages), the
// page's one h1, and a way to forget the key on this device.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container } from '../../components/ui';
import { ghostButtonCss } from './ghostButtonCss';
import { useNavigation } from '../../app/router';
import { color, headerHeight, media, radius } from '../../style/theme';
import { useSignOut } from '../adminApi';
import { useAdminKey } from '../adminKey';
import { AdminNav } from './AdminNav';

const pageCss = css`
  padding: calc(${headerHeight} + 28px) 0 72px;
  ${media.md} { padding-top: calc(${headerHeight} + 40px); }
`;

const barCss = css`
  display: flex;
  align-items: flex-start;
  gap: 8px 4px;
  justify-content: space-between;
  padding: 4px;
  margin-bottom: 32px;
  ${media.md} { padding: 8px; }
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
`;


const headingCss = css`
  margin-bottom: 28px;
  h1 { font-size: clamp(1.7rem, 4vw, 2.3rem); margin-bottom: 6px; }
  p { margin: 0; color: ${color.muted}; max-width: 680px; }
`;

const narrowColumnCss = css`
  max-width: 820px;
`;

const forgetKeyCss = css`
  ${ghostButtonCss};
  flex: none;
  min-height: 44px;
  padding: 0 8px;
  font-size: 0.85rem;
`;

export function AdminLayout({ title, intro, narrow = false, children }: { title: string; intro?: ReactNode; narrow?: boolean; children: ReactNode }) {
  const { path } = useNavigation();
  const key = useAdminKey();
  const signOut = useSignOut();
  return (
    <div css={pageCss}>
      <Container>
        <div css={barCss}>
          <AdminNav path={path} />
          {key && (
            <button type="button" css={forgetKeyCss} onClick={signOut}>
              Forget key
            </button>
          )}
        </div>
        <div css={narrow ? narrowColumnCss : undefined}>
          <header css={headingCss}>
            <h1>{title}</h1>
            {intro && <p>{intro}</p>}
          </header>
          {children}
        </div>
      </Container>
    </div>
  );
}
