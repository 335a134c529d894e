// The image a link preview (X, Facebook, LinkedIn, messengers) or a search result shows for a page.

export const DEFAULT_SHARE_IMAGE = '/images/og-default.png';

/** Link previews show raster images only: an SVG or a missing image falls back to the site's default. */
export const shareImage = (image: string | null | undefined) =>
  image && /\.(png|jpe?g|gif|webp)$/i.test(image.split(/[?#]/)[0]) ? image : DEFAULT_SHARE_IMAGE;

/** The absolute http(s) address of an image given as a path on this site or a URL; anything else is the default image. */
export function absoluteImageUrl(siteUrl: string, image: string | null | undefined): string {
  try {
    const url = new URL(image ?? DEFAULT_SHARE_IMAGE, `${siteUrl}/`);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // not an address: use the default
  }
  return `${siteUrl}${DEFAULT_SHARE_IMAGE}`;
}
