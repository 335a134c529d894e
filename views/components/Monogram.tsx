// The portrait stand-in: the owner's initials on a soft gradient disc (no photo file needed).
import { css, type SerializedStyles } from '@emotion/react';
import { color, font, monogram } from '../style/theme';

const HONORIFIC = /^(dr|prof|mr|mrs|ms|mx)\.?\s+/i;

export const initialsOf = (name: string) =>
  name.replace(HONORIFIC, '').split(/\s+/).filter(Boolean).map((word) => word[0]).join('').slice(0, 2).toUpperCase();

const discCss = css`
  width: 148px;
  height: 148px;
  border-radius: 50%;
  margin: 0 auto;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${monogram.gradient};
  box-shadow: 0 0 0 6px ${color.surface}, 0 0 0 8px ${monogram.ring}, ${monogram.shadow};
  color: ${monogram.text};
  font-family: ${font.serif};
  font-size: 3.2rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

// One style per size in use (the site has two), built on first use.
const sizedDiscCss = new Map<number, SerializedStyles>();

function discCssOfSize(size: number): SerializedStyles {
  let styles = sizedDiscCss.get(size);
  if (!styles) {
    styles = css`${discCss}; width: ${size}px; height: ${size}px; font-size: ${size / 2.6}px;`;
    sizedDiscCss.set(size, styles);
  }
  return styles;
}

export function Monogram({ name, size }: { name: string; size?: number }) {
  return (
    <div css={size ? discCssOfSize(size) : discCss} aria-hidden="true">
      {initialsOf(name)}
    </div>
  );
}
