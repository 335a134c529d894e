// Small building blocks every page uses: container, section, buttons, badges, cards, skeletons.
import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import {
  badgeDeclarations,
  buttonDeclarations,
  cardDeclarations,
  darkBandDeclarations,
  disabledButtonDeclarations,
  outlineButtonDeclarations,
  outlineButtonHoverDeclarations,
  primaryButtonDeclarations,
  primaryButtonHoverDeclarations,
  sectionPadding,
} from '../style/buildingBlocks';
import { band, color, media, radius } from '../style/theme';

export const containerCss = css`
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: 0 20px;
  ${media.md} { padding: 0 32px; }
`;

const narrowContainerCss = css`
  ${containerCss};
  max-width: 760px;
`;

export function Container({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div css={narrow ? narrowContainerCss : containerCss}>{children}</div>;
}

export const sectionCss = css`
  ${sectionPadding.phone};
  ${media.md} { ${sectionPadding.fromTablet}; }
`;

export const buttonCss = css`
  ${buttonDeclarations};
  &:disabled { ${disabledButtonDeclarations}; }
`;

export const primaryButtonCss = css`
  ${buttonCss};
  ${primaryButtonDeclarations};
  &:hover:not(:disabled) { ${primaryButtonHoverDeclarations}; }
`;

export const outlineButtonCss = css`
  ${buttonCss};
  ${outlineButtonDeclarations};
  &:hover:not(:disabled) { ${outlineButtonHoverDeclarations}; }
`;

export const badgeCss = css`${badgeDeclarations};`;

/** A list of cards: one column on phones, two from tablets up (three-column lists add their own step). */
export const cardGridCss = css`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
`;

export const cardCss = css`${cardDeclarations};`;

export const inputCss = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  &::placeholder { color: ${color.muted}; opacity: 0.85; }
  &:focus-visible { outline: 2px solid ${color.focusRing}; outline-offset: 1px; }
`;

// A pulse of opacity, not a sweep of the background: the compositor runs an opacity animation
// by itself, while an animated background repaints on the main thread every frame for as long as
// the placeholder is up (on a slow phone, hundreds of milliseconds of paint while the page hydrates).
const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const skeletonFill = `border-radius:${radius.sm};background:${color.border}`;
const skeletonPulse = css`
  animation: ${pulse} 1.6s ease-in-out infinite;
  ${media.reducedMotion} { animation: none; }
`;

export const skeletonBlockCss = css`
  ${skeletonFill};
  ${skeletonPulse};
`;

/** A line of text in a skeleton; the last line of a paragraph is shorter. */
export const skeletonLineCss = css`
  ${skeletonBlockCss};
  height: 14px;
  margin-bottom: 12px;
  width: 100%;
`;

export const skeletonLastLineCss = css`
  ${skeletonLineCss};
  width: 60%;
`;

// The blocks are styled through the card, one styled element per card rather than per block:
// the title (after the image block, if any), then the lines, the last one shorter.
const skeletonCardBaseCss = css`
  ${cardCss};
  ${skeletonPulse};
  padding: 20px;
  > div { ${skeletonFill}; height: 12px; margin-bottom: 8px; }
  > div:last-child { width: 55%; }
`;

const skeletonCardCss = css`
  ${skeletonCardBaseCss};
  > div:first-child { height: 22px; width: 70%; margin-bottom: 14px; }
`;

const skeletonMediaCardCss = css`
  ${skeletonCardBaseCss};
  > div:first-child { height: 160px; margin-bottom: 16px; }
  > div:nth-child(2) { height: 22px; width: 70%; margin-bottom: 14px; }
`;

/** A placeholder card shown while a list loads. */
export function SkeletonCard({ lines = 3, media: withMedia = false }: { lines?: number; media?: boolean }) {
  return (
    <div css={withMedia ? skeletonMediaCardCss : skeletonCardCss} aria-hidden="true" data-testid="skeleton">
      {withMedia && <div />}
      <div />
      {/* biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders, all alike and fixed in number */}
      {Array.from({ length: lines }, (_, i) => <div key={i} />)}
    </div>
  );
}

/** Screen-reader announcement that a region is loading. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="visually-hidden">
      {label}
    </p>
  );
}

/** A band with a fixed dark background in both themes: focus outlines turn light on it. */
export const darkBandCss = css`${darkBandDeclarations};`;

export const pageHeroCss = css`
  ${darkBandCss};
  padding: 120px 0 56px;
  text-align: center;
  h1 { font-size: clamp(2rem, 5vw, 3.2rem); margin-bottom: 12px; }
  p { max-width: 640px; margin: 0 auto; font-size: 1.1rem; color: ${band.muted}; }
`;
