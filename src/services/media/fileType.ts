// What an uploaded file is, decided by its bytes alone: never by its name or the type the
// browser claimed. Only the types below are accepted; an SVG (it can carry script) and any file
// whose first bytes read as a web page (a polyglot) are refused.
import { HttpError } from '../../errors';

export interface FileType {
  kind: 'image' | 'file';
  contentType: string;
  extension: string;
}

const image = (contentType: string, extension: string): FileType => ({ kind: 'image', contentType, extension });
const file = (contentType: string, extension: string): FileType => ({ kind: 'file', contentType, extension });

/** Office documents and e-books are ZIP archives: the name tells which. */
const ZIP_FAMILY: Record<string, FileType> = {
  zip: file('application/zip', 'zip'),
  docx: file('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'),
  xlsx: file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'),
  pptx: file('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'),
  epub: file('application/epub+zip', 'epub'),
};

/** Text files are only text: valid UTF-8 without control characters other than tab and line ends. */
const TEXT_FILES: Record<string, FileType> = {
  txt: file('text/plain; charset=utf-8', 'txt'),
  md: file('text/markdown; charset=utf-8', 'md'),
  csv: file('text/csv; charset=utf-8', 'csv'),
};

export const ACCEPTED_TYPES = 'Images: JPEG, PNG, WebP, AVIF or GIF. Files: PDF, ZIP, Word, Excel, PowerPoint, EPUB, plain text, Markdown or CSV.';

const startsWith = (bytes: Buffer, signature: string | number[], at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

/** Markers a browser's sniffer would take for HTML or SVG: a file that holds them is a polyglot. */
const WEB_PAGE_MARKERS = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|\?xml)\b/i;

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1].toLowerCase() ?? '';

function isPlainUtf8Text(bytes: Buffer): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(bytes.toString('latin1'))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function byMagicNumber(bytes: Buffer, extension: string): FileType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return image('image/jpeg', 'jpg');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return image('image/png', 'png');
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return image('image/gif', 'gif');
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return image('image/webp', 'webp');
  if (startsWith(bytes, 'ftyp', 4) && (startsWith(bytes, 'avif', 8) || startsWith(bytes, 'avis', 8))) return image('image/avif', 'avif');
  if (startsWith(bytes, '%PDF-')) return file('application/pdf', 'pdf');
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return ZIP_FAMILY[extension] ?? ZIP_FAMILY.zip;
  if (TEXT_FILES[extension] && isPlainUtf8Text(bytes)) return TEXT_FILES[extension];
  return undefined;
}

export function detectFileType(bytes: Buffer, fileName: string): FileType {
  const head = bytes.subarray(0, 1024).toString('latin1');
  if (/<svg\b/i.test(head)) throw new HttpError(415, `SVG files are not accepted (they can carry script). ${ACCEPTED_TYPES}`);
  if (WEB_PAGE_MARKERS.test(head)) throw new HttpError(415, 'This file contains web page markup, which is not accepted in an upload');
  const type = byMagicNumber(bytes, extensionOf(fileName));
  if (!type) throw new HttpError(415, `This type of file is not accepted. ${ACCEPTED_TYPES}`);
  return type;
}
