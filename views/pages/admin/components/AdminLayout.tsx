// The frame of every admin page: the admin navigation (links between all admin pages), the
// page's one h1, and a way to forget the key on this device.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container, ghostButtonCss } from '../../../components/ui';
import { isCurrentPath } from '../../../layout/navLinks';
import { Link, useNavigation } from '../../../app/router';
import { color, headerHeight, media, radius } from '../../../style/theme';
import { useSignOut } from '../adminApi';
import { useAdminKey } from '../adminKey';

export const adminLinks = [
  { to: '/admin/seed', label: 'Seed' },
  { to: '/admin/blog', label: 'Blog posts' },
  { to: '/admin/ai-islam', label: 'Essays' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/legacy', label: 'Legacy wall' },
  { to: '/admin/messages', label: 'Messages' },
] as const;

const pageCss = css`
  padding: calc(${headerHeight} + 28px) 0 72px;
  ${media.md} { padding-top: calc(${headerHeight} + 40px); }
`;

const barCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  justify-content: space-between;
  padding: 8px;
  margin-bottom: 32px;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
`;

const linksCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 6px 14px;
    border-radius: ${radius.pill};
    color: ${color.muted};
    font-size: 0.92rem;
    font-weight: 500;
    text-decoration: none;
  }
  a:hover { color: ${color.text}; background: ${color.surfaceAlt}; }
  a[aria-current='page'] { color: ${color.accentStrong}; background: ${color.accentSoft}; font-weight: 600; }
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
  min-height: 40px;
  font-size: 0.88rem;
`;

export function AdminLayout({ title, intro, narrow = false, children }: { title: string; intro?: ReactNode; narrow?: boolean; children: ReactNode }) {
  const { path } = useNavigation();
  const key = useAdminKey();
  const signOut = useSignOut();
  return (
    <div css={pageCss}>
      <Container>
        <div css={barCss}>
          <nav aria-label="Admin">
            <ul css={linksCss}>
              {adminLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} aria-current={isCurrentPath(link.to, path) ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
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
