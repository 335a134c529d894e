// A small preview of a library item: an image's smallest copy, or a file's type.
import { css } from '@emotion/react';
import type { MediaItemDto } from '../../api/adminTypes';
import { color, radius } from '../../style/theme';

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

export function MediaThumb({ item }: { item: Pick<MediaItemDto, 'kind' | 'url' | 'alt' | 'fileName' | 'thumbnailUrl' | 'width' | 'height'> }) {
  if (item.kind !== 'image') return <span css={fileCss} aria-hidden="true">{item.fileName.split('.').pop()}</span>;
  return <img css={thumbCss} src={item.thumbnailUrl ?? item.url} alt={item.alt} width={item.width} height={item.height} loading="lazy" decoding="async" />;
}
