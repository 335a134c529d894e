// An image that loads well on a phone: an uploaded image gets AVIF and WebP sources at several
// widths for the browser to choose from with `sizes`; others are a plain <img>.
import type { ImgHTMLAttributes } from 'react';
import { responsiveImage } from '../lib/responsiveImage';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  sizes: string;
  alt: string;
  /** The <img> shows a resized variant at least this wide, never the original. */
  fallbackWidth?: number;
};

export function Picture({ src, sizes, alt, width, height, fallbackWidth, ...rest }: PictureProps) {
  const image = responsiveImage(src, fallbackWidth);
  const own = image.fallback ? { src: image.fallback.src, srcSet: image.fallback.srcSet, sizes } : { src: image.src };
  const img = <img {...own} alt={alt} width={image.width ?? width} height={image.height ?? height} {...rest} />;
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />)}
      {img}
    </picture>
  );
}
