import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toast/Toaster';
import { color } from '../style/theme';
import { Footer } from './Footer';
import { Header } from './Header';

const skipLinkCss = css`
  position: absolute;
  left: 8px;
  top: -60px;
  z-index: 200;
  padding: 10px 16px;
  background: ${color.accent};
  color: ${color.onAccent};
  border-radius: 8px;
  &:focus { top: 8px; }
`;

const frameCss = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const mainCss = css`
  flex: 1;
  outline: none;
`;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div css={frameCss}>
      <a href="#main-content" css={skipLinkCss} className="print-hidden">
        Skip to content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} css={mainCss}>
        {children}
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
