// The home page's own CSS (its classes and keyframes all start with 'home-'), as a page
// stylesheet (views/app/pageStylesheets.ts): the server writes it into the head of the home
// page, and the build writes it as a file that a navigation to the home page in the browser
// links. Never imported by browser code, so no page's script carries it.
//
// The shared building blocks of ../ui.tsx (a button, a badge, a section's padding) are home
// classes here, from the same declarations (views/style/buildingBlocks.ts), rather than mixed
// with home classes on one element: an Emotion class and a home class of the same specificity
// would then depend on the order their styles reach the head, which differs between a server
// render and a navigation.
import {
  badgeDeclarations,
  buttonDeclarations,
  cardDeclarations,
  darkBandDeclarations,
  onBandOutlineDeclarations,
  onBandOutlineHoverDeclarations,
  disabledButtonDeclarations,
  outlineButtonDeclarations,
  outlineButtonHoverDeclarations,
  primaryButtonDeclarations,
  primaryButtonHoverDeclarations,
  sectionPadding,
} from '../../style/buildingBlocks';
import { band, color, font, headerHeight, media, radius } from '../../style/theme';
import { stylesheetBand } from '../../style/stylesheetBands';


const sections = `
.home-section{${sectionPadding.phone}}
${media.md}{.home-section{${sectionPadding.fromTablet}}}
.home-section-intro{text-align:center;max-width:680px;margin:0 auto 40px}
.home-section-intro h2{font-size:clamp(1.8rem,4vw,2.4rem)}
.home-section-intro p{color:${color.muted};font-size:1.08rem;margin:0}
`;

const buttons = `
.home-button{${buttonDeclarations}}
.home-button:disabled{${disabledButtonDeclarations}}
.home-button-primary{${primaryButtonDeclarations}}
.home-button-primary:hover:not(:disabled){${primaryButtonHoverDeclarations}}
.home-button-outline{${outlineButtonDeclarations}}
.home-button-outline:hover:not(:disabled){${outlineButtonHoverDeclarations}}
.home-button-light{${onBandOutlineDeclarations}}
.home-button-light:hover{${onBandOutlineHoverDeclarations}}
.home-badge{${badgeDeclarations}}
`;

// The poster and the video are drawn in one colour; the overlay's first layer repaints them in
// the accent's hue and saturation, keeping their lightness (a 'color' blend, kept inside the hero
// by its isolation), so the veil above and the text on it read exactly as before.
const hero = `
.home-hero{${darkBandDeclarations};position:relative;isolation:isolate;min-height:100vh;min-height:100svh;display:flex;align-items:center;overflow:hidden;background:${stylesheetBand.heroBg} url('/images/hero-poster.jpg') center/cover no-repeat;padding:calc(${headerHeight} + 32px) 0 96px}
.home-hero-video{position:absolute;inset:0;width:100%;height:100%;max-width:none;object-fit:cover}
.home-hero-overlay,.home-hero-overlay::before,.home-hero-overlay::after{position:absolute;inset:0}
.home-hero-overlay::before{content:'';background:${stylesheetBand.heroLines};mix-blend-mode:color}
.home-hero-overlay::after{content:'';background:${stylesheetBand.heroVeil}}
.home-hero-content{position:relative;max-width:780px;text-align:center;margin:0 auto}
.home-hero-content h1{font-family:${font.serif};font-size:clamp(2.4rem,7vw,4.6rem);line-height:1.05;margin-bottom:20px;text-shadow:${stylesheetBand.textShadow}}
.home-hero-eyebrow{display:inline-block;margin-bottom:18px;padding:6px 16px;border-radius:${radius.pill};border:1px solid ${band.line};background:${band.glass};font-size:0.9rem;font-weight:600;letter-spacing:0.04em}
.home-hero-eyebrow a{color:inherit;text-decoration:none}
.home-hero-intro{font-size:clamp(1.05rem,2.4vw,1.25rem);color:${band.muted};max-width:640px;margin:0 auto 32px}
.home-hero-actions{display:flex;flex-direction:column;gap:12px;justify-content:center}
${media.sm}{.home-hero-actions{flex-direction:row;flex-wrap:wrap}}
.home-hero-actions a{min-width:190px}
.home-round-button{display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%;border:1px solid ${band.strongLine};background:${band.glass};color:${band.text};cursor:pointer}
.home-round-button:hover{background:${band.glassHover}}
.home-hero-scroll{position:absolute;left:50%;bottom:28px;margin-left:-24px}
.home-hero-scroll svg{animation:home-bounce 2s ease-in-out infinite}
${media.reducedMotion}{.home-hero-scroll svg{animation:none}}
.home-hero-video-toggle{position:absolute;right:20px;bottom:28px;width:44px;height:44px}
@keyframes home-bounce{0%,100%{transform:translateY(0)}50%{transform:translateY(8px)}}
`;

const featured = `
.home-featured{outline:none}
.home-featured-grid{display:grid;gap:24px;grid-template-columns:1fr;list-style:none;margin:0;padding:0}
${media.md}{.home-featured-grid{grid-template-columns:repeat(2,1fr)}}
${media.lg}{.home-featured-grid{grid-template-columns:repeat(3,1fr)}}
.home-centred-text{text-align:center;color:${color.muted}}
.home-view-all{text-align:center;margin-top:40px}
`;

const daily = `
.home-daily{background:${color.surfaceAlt}}
.home-daily-grid{display:grid;gap:24px}
${media.md}{.home-daily-grid{grid-template-columns:repeat(2,1fr)}}
.home-daily-card{${cardDeclarations};display:flex;flex-direction:column;gap:18px;padding:24px;height:100%}
.home-daily-card-head{display:flex;align-items:center;gap:12px}
.home-daily-card-head h3{margin:0;font-size:1.2rem;flex:1}
.home-daily-card-icon{display:inline-flex;align-items:center;justify-content:center;width:42px;height:42px;border-radius:${radius.md};background:${color.accentSoft};color:${color.accentStrong};flex:none}
.home-empty-text{color:${color.muted};margin:0}
`;

// Difficulty colours, each dark enough on its tint for AA contrast.
const brainTeaser = `
.home-refresh{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%;border:1px solid ${color.border};background:${color.surface};color:${color.text};cursor:pointer}
.home-refresh:hover:not(:disabled){border-color:${color.link};color:${color.link}}
.home-refresh:disabled{cursor:progress;opacity:0.7}
.home-refresh[data-loading='true'] svg{animation:home-spin 0.9s linear infinite}
${media.reducedMotion}{.home-refresh[data-loading='true'] svg{animation:none}}
@keyframes home-spin{to{transform:rotate(360deg)}}
.home-badge-easy{background:${color.easySoft};color:${color.easy}}
.home-badge-medium{background:${color.mediumSoft};color:${color.medium}}
.home-badge-hard{background:${color.hardSoft};color:${color.hard}}
.home-badge-category{background:${color.surfaceAlt};color:${color.muted}}
.home-teaser-tags{display:flex;flex-wrap:wrap;gap:8px}
.home-teaser-tags span{text-transform:capitalize}
.home-teaser-question{font-size:1.08rem;font-weight:500;margin:0}
.home-teaser-answer-area{margin-top:auto;display:grid;gap:14px}
.home-teaser-reveal{justify-self:start}
.home-teaser-answer{margin:0;padding:14px 16px;border-radius:${radius.md};border-left:4px solid ${color.accent};background:${color.accentSoft};color:${color.text}}
`;

const quote = `
.home-quote{margin:0;display:flex;flex-direction:column;gap:16px;flex:1}
.home-quote blockquote{margin:0;font-family:${font.serif};font-size:1.3rem;line-height:1.5;font-style:italic}
.home-quote figcaption{margin-top:auto;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;font-weight:600;color:${color.muted}}
.home-quote span{text-transform:capitalize}
.home-quote-text{margin:0}
.home-quote-author{font-style:normal}
`;

const newsletter = `
.home-newsletter-panel{${darkBandDeclarations};border-radius:${radius.lg};padding:40px 24px;text-align:center}
.home-newsletter-panel h2{font-size:clamp(1.8rem,4vw,2.4rem)}
.home-newsletter-panel p{color:${band.muted};max-width:560px;margin-left:auto;margin-right:auto}
.home-newsletter-panel form{max-width:480px;margin:24px auto 12px}
.home-newsletter-icon{margin:0 auto 12px;display:block}
.home-no-spam{font-size:0.9rem;margin-bottom:0}
`;

export const homeStylesheet = (sections + buttons + hero + featured + daily + brainTeaser + quote + newsletter).replace(/\n/g, '');
