// A small preview of a library item: the image's smallest variant, or a file's type.
import { css } from '@emotion/react';
import type { MediaItemDto } from '../../../api/adminTypes';
import { responsiveImage } from '../../../lib/responsiveImage';
import { color, radius } from '../../../style/theme';

const thumbCss = css`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${radius.sm};
  background: ${color.surfaceAlt};
`;

const fileCss = css`
  ${thumbCss};
  display: grid;
  place-items: center;
  font-weight: 700;
  color: ${color.muted};
  text-transform: uppercase;
`;

export function MediaThumb({ item }: { item: Pick<MediaItemDto, 'kind' | 'url' | 'alt' | 'fileName'> }) {
  if (item.kind !== 'image') return <span css={fileCss} aria-hidden="true">{item.fileName.split('.').pop()}</span>;
  const image = responsiveImage(item.url);
  const webp = image.sources.find((source) => source.type === 'image/webp');
  const smallest = webp?.srcSet.split(',')[0]?.trim().split(' ')[0] ?? image.src;
  return <img css={thumbCss} src={smallest} alt={item.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />;
}
