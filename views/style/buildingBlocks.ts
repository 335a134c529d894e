// The declarations of the small building blocks every page uses (views/components/ui.tsx makes
// Emotion classes of them), in one place, so a page stylesheet that writes the same blocks as
// plain classes (views/app/pageStylesheets.ts) cannot drift from them.
import { band, color, radius, shadow } from './theme';

export const buttonDeclarations = `display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:10px 20px;border-radius:${radius.pill};border:1px solid transparent;font-weight:600;font-size:0.95rem;text-decoration:none;cursor:pointer;transition:background-color 0.15s ease,color 0.15s ease,border-color 0.15s ease`;
export const disabledButtonDeclarations = 'opacity:0.6;cursor:not-allowed';

export const primaryButtonDeclarations = `background:${color.accent};color:${color.onAccent}`;
export const primaryButtonHoverDeclarations = `background:${color.accentHover}`;

export const outlineButtonDeclarations = `background:transparent;color:${color.text};border-color:${color.border}`;
export const outlineButtonHoverDeclarations = `border-color:${color.link};color:${color.link}`;

export const badgeDeclarations = `display:inline-flex;align-items:center;padding:2px 10px;border-radius:${radius.pill};background:${color.accentSoft};color:${color.accentStrong};font-size:0.78rem;font-weight:600;line-height:1.6;max-width:100%`;

/** A section's padding on phones, and from tablets up. */
export const sectionPadding = { phone: 'padding:56px 0', fromTablet: 'padding:80px 0' };

/** A dark band (a hero, a panel): its text, and links and focus rings light enough to see on it. */
export const darkBandDeclarations = `--c-focus-ring:${band.focusRing};--c-link:${band.link};color:${band.text};background:${band.gradient}`;

/** A light outline button on a dark band. */
export const onBandOutlineDeclarations = `color:${band.text};border-color:${band.strongLine};background:${band.glass}`;
export const onBandOutlineHoverDeclarations = `color:${band.text};border-color:${band.text};background:${band.glassHover}`;

/** The white button that stands out on a dark band. */
export const onBandCardDeclarations = `background:${band.card};color:${band.cardText}`;
export const onBandCardHoverDeclarations = `background:${band.cardHover}`;

/** A card's words break anywhere when one is longer than the card is wide (an 85-letter place name in a title), so no card widens its page. */
export const cardDeclarations = `background:${color.surface};border:1px solid ${color.border};border-radius:${radius.lg};box-shadow:${shadow.card};overflow-wrap:anywhere`;
