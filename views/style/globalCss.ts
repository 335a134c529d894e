// The site-wide CSS: colour variables (named in theme.ts), element defaults, print rules and
// the tooltips. Server only: the document head carries it (src/ssr/document.ts) and it never
// changes at runtime, so no page's script needs to ship it.
import { articleCss } from './articleCss';
import { chromeCss } from './chromeCss';
import { PAGE_BACKGROUNDS } from './accentTokens';
import { TOOLTIP_OPEN_DELAY_MS } from './tooltips';
import { color, font, headerHeight } from './theme';

// The dark palette sets the same variables; every text colour keeps at least 4.5:1 on bg,
// surface and surface-alt (the accessibility suite checks each page in both themes). The
// accent's variables come from the owner's setting (accentCss.ts), written after these; the
// backgrounds are the ones accentTokens.ts checks its colours against.
const pageLight = PAGE_BACKGROUNDS.light;
const pageDark = PAGE_BACKGROUNDS.dark;
const lightPalette =
  `--c-bg:${pageLight.bg};--c-surface:${pageLight.surface};--c-surface-alt:${pageLight.surfaceAlt};--c-text:#1c1917;--c-muted:#57534e;--c-border:#e7e5e4;` +
  '--c-danger:#b91c1c;--c-star:#b45309;--c-heart:#be123c;--c-heart-soft:#fff1f2;--c-heart-border:#fda4af;' +
  '--c-easy:#166534;--c-easy-soft:#dcfce7;--c-medium:#92400e;--c-medium-soft:#fef3c7;--c-hard:#991b1b;--c-hard-soft:#fee2e2;color-scheme:light;';
const darkPalette =
  `--c-bg:${pageDark.bg};--c-surface:${pageDark.surface};--c-surface-alt:${pageDark.surfaceAlt};--c-text:#f3f2f7;--c-muted:#b4b1c4;--c-border:#373544;` +
  '--c-danger:#fca5a5;--c-star:#fbbf24;--c-heart:#fda4af;--c-heart-soft:#3b1620;--c-heart-border:#9f1239;' +
  '--c-easy:#bbf7d0;--c-easy-soft:#14351f;--c-medium:#fde68a;--c-medium-soft:#3a2a0c;--c-hard:#fecaca;--c-hard-soft:#3f1414;color-scheme:dark;';

// The server writes data-theme on <html> from the visitor's cookie; with none, the system's
// preference decides. Dark is for screens only: paper always gets the light palette, black on
// white, without the site's chrome (.print-hidden) or any button.
const themeAndElements = `
:root{${lightPalette}}
@media screen and (prefers-color-scheme:dark){:root:not([data-theme='light']){${darkPalette}}}
@media screen{:root[data-theme='dark']{${darkPalette}}}
@media print{
:root{--c-bg:#fff;--c-text:#000;--c-muted:#333}
.print-hidden,button{display:none!important}
h1,h2,h3,h4{break-after:avoid}
figure,img,pre,blockquote,table{break-inside:avoid}
}
*,*::before,*::after{box-sizing:border-box}
html{scroll-padding-top:${headerHeight};-webkit-text-size-adjust:100%}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
body{margin:0;background:${color.bg};color:${color.text};font-family:${font.sans};font-size:1rem;line-height:1.6;-webkit-font-smoothing:antialiased}
h1,h2,h3,h4{line-height:1.2;margin:0 0 0.5em;font-weight:700;letter-spacing:-0.01em}
p{margin:0 0 1em}
a{color:${color.link}}
img,video{max-width:100%;display:block}
button,input,textarea,select{font:inherit;color:inherit}
:focus-visible{outline:3px solid ${color.focusRing};outline-offset:2px}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`;

// A control with data-tooltip="…" (an icon button, which also has an aria-label) shows the
// text below it (or above, data-tooltip-placement) after hovering or keyboard focus for
// TOOLTIP_OPEN_DELAY_MS; at once while <html data-tooltip-skip> is set, never while
// <html data-tooltip-dismissed> is (tooltips.ts). Hover counts only where a pointer can hover:
// on a touch screen :hover sticks to the control last tapped.
const tooltipShown = `{opacity:1;visibility:visible;transition:opacity 0.1s ${TOOLTIP_OPEN_DELAY_MS}ms,visibility 0s ${TOOLTIP_OPEN_DELAY_MS}ms}`;
const tooltips = `
[data-tooltip]{position:relative}
[data-tooltip]::after{content:attr(data-tooltip);position:absolute;top:calc(100% + 8px);left:50%;transform:translateX(-50%);z-index:60;padding:4px 10px;border-radius:6px;background:${color.text};color:${color.bg};font-size:0.8rem;font-weight:500;line-height:1.4;white-space:nowrap;pointer-events:none;opacity:0;visibility:hidden;transition:opacity 0.1s,visibility 0s 0.1s}
[data-tooltip-placement^=above]::after{top:auto;bottom:calc(100% + 8px)}
[data-tooltip-placement$=end]::after{left:auto;right:0;transform:none}
[data-tooltip]:focus-visible::after${tooltipShown}
@media (hover:hover){[data-tooltip]:hover::after${tooltipShown}}
:root[data-tooltip-skip] [data-tooltip]:hover::after,:root[data-tooltip-skip] [data-tooltip]:focus-visible::after{transition:none}
:root[data-tooltip-dismissed] [data-tooltip]::after{visibility:hidden;transition:none}
@media print{[data-tooltip]::after{display:none}}
`;

export const globalCss = (themeAndElements + tooltips).replace(/\n/g, '') + chromeCss + articleCss;
