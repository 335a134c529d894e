import { css, Global } from '@emotion/react';
import { color, font, headerHeight } from './theme';

const globalCss = css`
  :root {
    --c-bg: #fbfaf8;
    --c-surface: #ffffff;
    --c-surface-alt: #f3f1ee;
    --c-text: #1c1917;
    --c-muted: #57534e;
    --c-border: #e7e5e4;
    --c-accent: #4338ca;
    --c-accent-strong: #3730a3;
    --c-accent-soft: #eef2ff;
    --c-on-accent: #ffffff;
    --c-danger: #b91c1c;
    --c-star: #b45309;
    color-scheme: light;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-padding-top: ${headerHeight}; -webkit-text-size-adjust: 100%; }
  @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
  body {
    margin: 0;
    background: ${color.bg};
    color: ${color.text};
    font-family: ${font.sans};
    font-size: 1rem;
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 0.5em; font-weight: 700; letter-spacing: -0.01em; }
  p { margin: 0 0 1em; }
  a { color: ${color.accent}; }
  img, video { max-width: 100%; display: block; }
  button, input, textarea, select { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${color.accent}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
`;

export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
