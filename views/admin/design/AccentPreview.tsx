// What an accent will look like, before it is saved: buttons, a link, a badge, a card and the
// About band, on the light and the dark page side by side (stacked on a phone), drawn with the
// very tokens the site will use (views/style/accentTokens.ts), with the contrast of each pair.
import { css } from '@emotion/react';
import type { CSSProperties } from 'react';
import { Monogram } from '../../components/Monogram';
import { badgeCss, cardCss, darkBandCss, outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { tokenProperties } from '../../style/accentCss';
import { accentTokens, contrastRatio, type ThemeTokens } from '../../style/accentTokens';
import { onBandCardDeclarations } from '../../style/buildingBlocks';
import { pagePalettes } from '../../style/pagePalette';
import { band, color, media, radius } from '../../style/theme';

const HEX = /^#[0-9a-f]{6}$/i;
type Mode = 'light' | 'dark';

const gridCss = css`
  display: grid;
  gap: 16px;
  margin: 0 0 20px;
  ${media.md} { grid-template-columns: 1fr 1fr; }
`;

const panelCss = css`
  padding: 16px;
  border-radius: ${radius.lg};
  border: 1px solid ${color.border};
  background: ${color.bg};
  color: ${color.text};
  min-width: 0;
  h3 { font-size: 0.95rem; margin: 0 0 12px; }
`;

const rowCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-bottom: 12px;
`;

const hoverSampleCss = css`
  ${primaryButtonCss};
  background: ${color.accentHover};
`;

const previewCardCss = css`
  ${cardCss};
  padding: 14px;
  margin-bottom: 12px;
  p { margin: 0 0 6px; }
`;

const bandCss = css`
  ${darkBandCss};
  border-radius: ${radius.md};
  padding: 16px;
  display: flex;
  gap: 14px;
  align-items: center;
  p { margin: 0 0 8px; color: ${band.muted}; font-size: 0.92rem; }
  strong { display: block; font-size: 1.05rem; }
`;

const bandButtonCss = css`
  ${primaryButtonCss};
  ${onBandCardDeclarations};
  min-height: 36px;
  padding: 6px 14px;
`;

const ratiosCss = css`
  margin: 12px 0 0;
  display: grid;
  gap: 4px;
  font-size: 0.85rem;
  div { display: flex; justify-content: space-between; gap: 8px; border-bottom: 1px solid ${color.border}; padding: 3px 0; }
  dt { color: ${color.muted}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; font-weight: 600; }
`;

/** The pairs the owner is shown, each with the ratio WCAG AA asks of it. */
const SHOWN_PAIRS: { label: string; text: (t: ThemeTokens) => string; background: (t: ThemeTokens) => string; ratio: number }[] = [
  { label: 'Button text', text: (t) => t.onAccent, background: (t) => t.accent, ratio: 4.5 },
  { label: 'Links on the page', text: (t) => t.link, background: (t) => t.bg, ratio: 4.5 },
  { label: 'Links on a card', text: (t) => t.link, background: (t) => t.surface, ratio: 4.5 },
  { label: 'Badge text', text: (t) => t.accentStrong, background: (t) => t.accentSoft, ratio: 4.5 },
  { label: 'Text on the band', text: (t) => t.bandMuted, background: (t) => t.bandMid, ratio: 4.5 },
  { label: 'Code blocks', text: (t) => t.codeText, background: (t) => t.codeBg, ratio: 4.5 },
];

function ThemePanel({ mode, tokens }: { mode: Mode; tokens: ThemeTokens }) {
  // Set through the DOM (never an HTML style attribute, which the CSP would refuse): the panel's
  // own palette, so its contents read the same variables the site's pages do.
  const properties = { ...pagePalettes[mode], ...tokenProperties(tokens), colorScheme: mode } as CSSProperties;
  return (
    <section css={panelCss} style={properties} aria-label={`${mode === 'light' ? 'Light' : 'Dark'} mode preview`}>
      <h3>{mode === 'light' ? 'Light mode' : 'Dark mode'}</h3>
      <div css={rowCss}>
        <span css={primaryButtonCss}>Subscribe</span>
        <span css={hoverSampleCss}>Hovered</span>
        <span css={outlineButtonCss}>Outline</span>
      </div>
      <div css={rowCss}>
        <span css={badgeCss}>A badge</span>
        <a href="#design-preview">A link in the text</a>
      </div>
      <div css={previewCardCss}>
        <p><strong>A card</strong></p>
        <p>Cards hold posts, books and essays, with <a href="#design-preview">links like this</a>.</p>
      </div>
      <div css={bandCss}>
        <Monogram name="A B" size={56} />
        <div>
          <strong>The About band</strong>
          <p>Heroes, the newsletter panel and Hire Me.</p>
          <span css={bandButtonCss}>Let's work together</span>
        </div>
      </div>
      <dl css={ratiosCss} aria-label={`Contrast in ${mode} mode`}>
        {SHOWN_PAIRS.map((pair) => {
          const ratio = contrastRatio(pair.text(tokens), pair.background(tokens));
          return (
            <div key={pair.label}>
              <dt>{pair.label}</dt>
              <dd>{ratio.toFixed(1)}:1 {ratio >= pair.ratio ? '✓ AA' : '✗'}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The preview of an accent ('#rrggbb'); nothing while the text field holds something else. */
export function AccentPreview({ accent }: { accent: string }) {
  if (!HEX.test(accent)) return <p>Type six hex digits (like #0f766e) to see the preview.</p>;
  const tokens = accentTokens(accent);
  return (
    <div id="design-preview" css={gridCss}>
      <ThemePanel mode="light" tokens={tokens.light} />
      <ThemePanel mode="dark" tokens={tokens.dark} />
    </div>
  );
}
