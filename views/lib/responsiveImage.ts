// What an <img> (or <picture>) needs to show a stored image well on a phone: its size, so
// nothing shifts as it loads, and AVIF and WebP sources at several widths. Images that are
// not uploaded media (the sample content's SVGs) pass through as they are.
import { parseImageUrl, VARIANT_FORMATS, variantUrl, variantWidths } from './mediaUrls';

export interface ResponsiveImage {
  src: string;
  width?: number;
  height?: number;
  sources: { type: string; srcSet: string }[];
}

export function responsiveImage(url: string): ResponsiveImage {
  const address = parseImageUrl(url);
  if (!address) return { src: url, sources: [] };
  const widths = variantWidths(address.extension, address.width);
  const sources = widths.length === 0 ? [] : VARIANT_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: widths.map((w) => `${variantUrl(address.hash, w, format)} ${w}w`).join(', '),
  }));
  return { src: url, width: address.width, height: address.height, sources };
}
