// The site-wide CSS: colour variables (named in theme.ts), element defaults, print rules and
// the tooltips. Server only: the document head carries it (src/ssr/document.ts) and it never
// changes at runtime, so no page's script needs to ship it.
import { articleCss } from './articleCss';
import { ICON_CLASS } from './classNames';
import { chromeCss } from './chromeCss';
import { paletteDeclarations, pagePalettes } from './pagePalette';
import { TOOLTIP_OPEN_DELAY_MS } from './tooltips';
import { color, font, headerHeight } from './theme';

// The font stacks theme.ts names (font.sans is var(--f-sans)): each written once, however many
// rules use it.
const fontStacks = {
  '--f-sans': 'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
  '--f-serif': 'ui-serif,Georgia,Cambria,"Times New Roman",Times,serif',
  '--f-mono': 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace',
};

// The page's light status palette (pagePalette.ts), before the print rule that overrides it; the
// dark one, and the page's background and text in both themes, are in the accent's rules
// (accentCss.ts, written after these), which come from the owner's setting: one rule per way the
// dark theme is chosen, not two.
const lightPalette = `${paletteDeclarations(pagePalettes.light)}color-scheme:light;`;

// The server writes data-theme on <html> from the visitor's cookie; with none, the system's
// preference decides. Dark is for screens only: paper always gets the light palette, black on
// white, without the site's chrome (.print-hidden) or any button (':root:root' outranks the
// accent's later ':root').
const themeAndElements = `
:root{${paletteDeclarations(fontStacks)}${lightPalette}}
@media print{
:root:root{--c-bg:#fff;--c-text:#000;--c-muted:#333}
.print-hidden,button{display:none!important}
h1,h2,h3,h4{break-after:avoid}
figure,img,pre,blockquote,table{break-inside:avoid}
}
*,*::before,*::after{box-sizing:border-box}
html{scroll-padding-top:${headerHeight};-webkit-text-size-adjust:100%}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
body{margin:0;background:${color.bg};color:${color.text};font-family:${font.sans};font-size:1rem;line-height:1.6;-webkit-font-smoothing:antialiased;overflow-wrap:anywhere}
h1,h2,h3,h4{line-height:1.2;margin:0 0 0.5em;font-weight:700;letter-spacing:-0.01em;overflow-wrap:anywhere}
p{margin:0 0 1em}
a{color:${color.link}}
img,video{max-width:100%;display:block}
button,input,textarea,select{font:inherit;color:inherit}
:focus-visible{outline:3px solid ${color.focusRing};outline-offset:2px}
.${ICON_CLASS}{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
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
:root[data-tooltip-skip] [data-tooltip]:is(:hover,:focus-visible)::after{transition:none}
:root[data-tooltip-dismissed] [data-tooltip]::after{visibility:hidden;transition:none}
@media print{[data-tooltip]::after{display:none}}
`;

export const globalCss = (themeAndElements + tooltips).replace(/\n/g, '') + chromeCss + articleCss;
