// The admin wears a newly saved accent at once: the page's accent came in the server's head
// (src/ssr/document.ts), so after a save the same tokens are written into a style element of
// their own after it (with the page's CSP nonce), and the browser's bar colour follows.
import { accentHead } from '../../style/accentCss';

const LIVE_ACCENT = 'data-live-accent';

export function wearAccent(accentColor: string): void {
  const { css, themeColor } = accentHead(accentColor);
  let style = document.head.querySelector<HTMLStyleElement>(`style[${LIVE_ACCENT}]`);
  if (!style) {
    style = document.createElement('style');
    style.setAttribute(LIVE_ACCENT, '');
    const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
    if (nonce) style.nonce = nonce;
    document.head.append(style);
  }
  style.textContent = css;
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', themeColor);
}
