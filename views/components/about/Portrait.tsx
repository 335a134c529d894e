// The About card's picture: the owner's photo when the settings name one (a round, responsive
// image with its alt text), else the initials disc.
import { css } from '@emotion/react';
import { useSettings } from '../../data/settingsQuery';
import { color, monogram } from '../../style/theme';
import { Monogram } from '../Monogram';
import { Picture } from '../Picture';

const SIZE = 148;

const photoCss = css`
  display: block;
  width: ${SIZE}px;
  height: ${SIZE}px;
  margin: 0 auto;
  border-radius: 50%;
  object-fit: cover;
  box-shadow: 0 0 0 6px ${color.surface}, 0 0 0 8px ${monogram.ring}, ${monogram.shadow};
`;

export function Portrait({ name }: { name: string }) {
  const { portrait } = useSettings();
  if (!portrait) return <Monogram name={name} />;
  // Shown at 148 px: even the <img> takes a resized variant (twice as wide, for sharp screens), never a 6000 px original.
  return <Picture src={portrait.url} alt={portrait.alt} sizes={`${SIZE}px`} fallbackWidth={2 * SIZE} css={photoCss} width={SIZE} height={SIZE} />;
}
