// The addresses of uploaded media. The hash of a file's bytes names it, so an address never
// changes meaning and may be cached for a year. An image's address also carries its size, so a
// page can write width, height and srcset from the address alone, with no query.
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The extensions of images that get resized variants (an animated GIF keeps its frames as it is). */
const RESIZED = ['jpg', 'png', 'webp', 'avif'];

const IMAGE_URL = /^\/media\/([0-9a-f]{32})-(\d{1,5})x(\d{1,5})\.(jpg|png|webp|avif|gif)$/;

export interface MediaImageAddress {
  hash: string;
  width: number;
  height: number;
  extension: string;
}

export const imageUrl = ({ hash, width, height, extension }: MediaImageAddress) => `/media/${hash}-${width}x${height}.${extension}`;
export const variantUrl = (hash: string, width: number, format: VariantFormat) => `/media/${hash}-${width}.${format}`;
export const fileUrl = (hash: string, fileName: string) => `/media/${hash}/${fileSlug(fileName)}`;

const FILE_SLUG_LENGTH = 80;
const asciiWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The name part of a file's address: the name in lower-case ASCII words joined by hyphens, at
 * most 80 characters with its extension ("Résumé – final.PDF" gives "resume-final.pdf"), or
 * 'file' when no letter of it is ASCII. The address finds the file by its hash alone; the full
 * name is sent when it is downloaded. An encoded name of 190 CJK characters was 1,754 characters
 * long: too long for the address pattern, though the name was accepted.
 */
export function fileSlug(fileName: string): string {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1].toLowerCase();
  const suffix = extension ? `.${extension}` : '';
  const stem = asciiWords(extension ? fileName.slice(0, -suffix.length) : fileName);
  return `${stem.slice(0, FILE_SLUG_LENGTH - suffix.length).replace(/-$/, '') || 'file'}${suffix}`;
}

export function parseImageUrl(url: string): MediaImageAddress | undefined {
  const match = IMAGE_URL.exec(url);
  return match ? { hash: match[1], width: Number(match[2]), height: Number(match[3]), extension: match[4] } : undefined;
}

/** The widths an image of this width is resized to: never wider than itself, and its own width when under the largest. */
export function variantWidths(extension: string, width: number): number[] {
  if (!RESIZED.includes(extension)) return [];
  const smaller = IMAGE_WIDTHS.filter((w) => w < width);
  return width <= IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ? [...smaller, width] : smaller;
}
