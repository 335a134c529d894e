// The page chrome every page has (the frame, skip link, header, footer and toast region), as
// site-wide CSS sent in the head: the same on every page and never changed at runtime, so no
// page's script carries it. The class names are in classNames.ts.
import { chrome } from './classNames';
import { darkBandDeclarations } from './buildingBlocks';
import { band, color, headerHeight, media, radius } from './theme';
import { stylesheetBand } from './stylesheetBands';

const c = (name: keyof typeof chrome) => `.${chrome[name]}`;

const frame = `
${c('frame')}{min-height:100vh;display:flex;flex-direction:column}
${c('main')}{flex:1;outline:none}
${c('skipLink')}{position:absolute;left:8px;top:-60px;z-index:200;padding:10px 16px;background:${color.accent};color:${color.onAccent};border-radius:8px}
${c('skipLink')}:focus{top:8px}
${c('toasts')}{position:fixed;z-index:100;bottom:0;right:0;width:100%;max-width:420px;margin:0;padding:16px;list-style:none;display:flex;flex-direction:column;gap:8px;outline:none;pointer-events:none}
${c('toasts')}:focus-visible{outline:3px solid ${color.focusRing};outline-offset:-3px}
`;

// On a phone the bar is tighter, so the name, the theme toggle, Subscribe and the menu toggle
// all fit a 360 px screen; on a narrower one the name gives way (ellipsis), never the buttons.
// The links are styled through their list: one styled element for the list, not two per link.
const header = `
${c('header')}{position:fixed;inset:0 0 auto 0;z-index:50;height:${headerHeight};background:color-mix(in srgb,${color.surface} 92%,transparent);backdrop-filter:saturate(1.4) blur(10px);border-bottom:1px solid ${color.border}}
${c('bar')}{height:100%;max-width:1240px;margin:0 auto;padding:0 12px;display:flex;align-items:center;gap:5px}
${c('brand')}{font-weight:800;font-size:0.95rem;color:${color.text};text-decoration:none;white-space:nowrap;min-width:0;overflow:hidden;text-overflow:ellipsis;margin-right:auto}
${c('desktopNav')}{display:none}
${c('navList')}{margin:0;padding:0;list-style:none;display:grid;gap:2px}
${c('navList')} li{list-style:none}
${c('navList')} a{display:block;padding:12px;border-radius:${radius.pill};color:${color.muted};text-decoration:none;font-size:0.92rem;font-weight:500}
${c('navList')} a:hover{color:${color.text};background:${color.surfaceAlt}}
${c('navList')} a[aria-current='page']{color:${color.accentStrong};background:${color.accentSoft};font-weight:600}
${c('desktopNav')} ${c('navList')}{display:flex}
${c('desktopNav')} ${c('navList')} a{display:inline;padding:8px 12px}
${c('iconButton')}{display:inline-flex;align-items:center;justify-content:center;flex:none;width:44px;height:44px;border:1px solid ${color.border};border-radius:${radius.md};background:${color.surface};cursor:pointer}
${c('mobileMenu')}{position:absolute;top:${headerHeight};left:0;right:0;background:${color.surface};border-bottom:1px solid ${color.border};padding:8px 16px 16px}
${c('searchButton')}{display:none}
${media.sm}{${c('bar')}{padding:0 16px;gap:10px}${c('brand')}{font-size:1.05rem}${c('searchButton')}{display:inline-flex}}
${media.lg}{${c('desktopNav')}{display:flex;gap:2px}${c('menuToggle')},${c('mobileMenu')}{display:none}}
`;

// Dark in both themes; in the dark theme a border keeps it apart from the page.
const footer = `
${c('footer')}{${darkBandDeclarations};margin-top:auto;border-top:1px solid ${color.border};background:${stylesheetBand.footerBg};color:${stylesheetBand.footerText};padding:56px 0 24px}
${c('footer')} a{color:${band.link}}
${c('footer')} h2{font-size:0.95rem;text-transform:uppercase;letter-spacing:0.08em;color:${band.text};margin-bottom:14px}
${c('footerGrid')}{display:grid;gap:36px;grid-template-columns:1fr}
${media.md}{${c('footerGrid')}{grid-template-columns:1.4fr 1fr 1.4fr}}
${c('footerSocial')}{display:flex;gap:10px;margin-top:16px}
${c('footerSocial')} a{display:inline-flex;width:40px;height:40px;align-items:center;justify-content:center;border-radius:50%;background:${band.glass}}
${c('footerSocial')} a:hover{background:${band.glassHover}}
${c('footerLinks')}{list-style:none;margin:0;padding:0;display:grid;gap:6px}
${c('footerLinks')} a{text-decoration:none}
${c('footerLinks')} a:hover{text-decoration:underline}
${c('footerEmail')}{margin:18px 0 4px;display:flex;align-items:center;gap:8px}
${c('footerHours')}{margin:0 0 14px}
${c('footerBottom')}{margin-top:40px;padding-top:20px;border-top:1px solid ${band.glass};display:flex;flex-wrap:wrap;gap:12px 24px;justify-content:space-between;font-size:0.88rem}
${c('footerBottom')} nav{display:flex;gap:18px;flex-wrap:wrap}
${c('footerBottom')} p{margin:0}
`;

export const chromeCss = (frame + header + footer).replace(/\n/g, '');
