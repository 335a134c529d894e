// What an <img> (or <picture>) needs to show a stored image well on a phone: its size, so
// nothing shifts as it loads, and AVIF and WebP sources at several widths. Images that are
// not uploaded media (the sample content's SVGs) pass through as they are.
import { parseImageUrl, VARIANT_FORMATS, variantUrl, variantWidths } from './mediaUrls';

export interface ResponsiveImage {
  src: string;
  width?: number;
  height?: number;
  sources: { type: string; srcSet: string }[];
  /** The <img>'s own WebP variants, when it should not fall back to the original (a photo far larger than shown). */
  fallback?: { src: string; srcSet: string };
}

/**
 * `fallbackWidth`: the <img> inside the <picture> takes the smallest WebP variant at least that
 * wide, with the WebP srcset, rather than the original (6000 px for a portrait shown at 148).
 */
export function responsiveImage(url: string, fallbackWidth?: number): ResponsiveImage {
  const address = parseImageUrl(url);
  if (!address) return { src: url, sources: [] };
  const widths = variantWidths(address.extension, address.width);
  const sources = widths.length === 0 ? [] : VARIANT_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: widths.map((w) => `${variantUrl(address.hash, w, format)} ${w}w`).join(', '),
  }));
  const fallback = fallbackWidth === undefined || widths.length === 0 ? undefined : {
    src: variantUrl(address.hash, widths.find((w) => w >= fallbackWidth) ?? widths[widths.length - 1], 'webp'),
    srcSet: sources[sources.length - 1].srcSet,
  };
  return { src: url, width: address.width, height: address.height, sources, fallback };
}
