// Recognises an uploaded file by its content, not its name: a zip (this site's backup, a Ghost
// export with its images, a Substack export, a WordPress export with its uploads, a folder of
// markdown) or a single JSON, XML or CSV file. Limits a hostile file cannot get past are checked
// here, before anything is read: a document's size, a zip's entries and how far they inflate.
import { open as openFile, readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { ImportKindDto } from '../../../views/api/adminTypes';
import { type ZipArchive, ZipRefused, openZipArchive } from '../transfer/zipArchive';
import { MANIFEST_PATH } from '../transfer/backupFormat';
import { ImportRefused, type SourceFile } from './sourceTypes';
import { csvKind } from './subscribersCsv';
import { looksLikeWxr } from './wordpress';

export type ImportKind = ImportKindDto;

/** A JSON, XML or CSV document, alone or in a zip: read whole, so bounded (a 200 MB JSON file is refused). */
export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
/**
 * Everything a zip may declare it inflates to: less than the largest upload (2 GiB) holds, since
 * what an import keeps (images, a backup's media) hardly compresses. Every entry, small or large,
 * may inflate at most MAX_INFLATE_RATIO times its size in the zip.
 */
export const MAX_UNZIPPED_BYTES = 2 * 1024 * 1024 * 1024;
export const MAX_INFLATE_RATIO = 200;
/**
 * All the text one import reads out of a zip (its documents, every .md or .html): the items made
 * from it are held in memory until they are written, so this bounds the import's memory.
 */
export const MAX_TEXT_BYTES = 128 * 1024 * 1024;

/** A file this import does not read: the API answers 415. */
export class UnrecognisedFile extends Error {}

export interface DetectedImport {
  kind: ImportKind;
  /** The document a reader starts from: an entry of the zip, or '' for the single file. */
  document: string;
  file: SourceFile;
  zip?: ZipArchive;
  close(): void;
}

const ZIP_SIGNATURE = Buffer.from('PK\u0003\u0004', 'latin1');
const HEAD_BYTES = 64 * 1024;

async function headOf(path: string): Promise<Buffer> {
  const handle = await openFile(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const isGhostJson = (head: string) => /^\s*\{/.test(head) && /"(?:db|data|meta)"\s*:/.test(head) && /"(?:posts|ghost|exported_on)"/.test(head);

/** The kind of a single text document by its first bytes, or undefined. */
function kindOfDocument(head: string): ImportKind | undefined {
  const text = head.replace(/^\uFEFF/, '');
  if (isGhostJson(text)) return 'ghost';
  if (/^\s*</.test(text)) return looksLikeWxr(text) ? 'wordpress' : undefined;
  return csvKind(text);
}

function checkZipLimits(zip: ZipArchive): void {
  let total = 0;
  for (const name of zip.names()) {
    const size = zip.sizeOf(name);
    total += size;
    if (size > Math.max(zip.compressedSizeOf(name), 1) * MAX_INFLATE_RATIO) {
      throw new ImportRefused(`${name} would inflate more than ${MAX_INFLATE_RATIO} times its size in the zip: refused as a zip bomb`);
    }
  }
  if (total >= MAX_UNZIPPED_BYTES) throw new ImportRefused(`the zip would inflate to ${Math.round(total / 2 ** 20)} MiB, ${MAX_UNZIPPED_BYTES / 2 ** 30} GiB or more`);
}

/** The zip as readers see it: each text read within its own limit and, all together, within MAX_TEXT_BYTES. */
function zipSource(zip: ZipArchive): SourceFile {
  let textBytes = 0;
  return {
    names: zip.names(),
    sizeOf: (name) => zip.sizeOf(name),
    readText: async (name, maxBytes = MAX_DOCUMENT_BYTES) => {
      textBytes += zip.sizeOf(name);
      if (textBytes > MAX_TEXT_BYTES) throw new ImportRefused(`the zip holds more than ${MAX_TEXT_BYTES / 2 ** 20} MB of text, more than one import reads: split it`);
      try {
        return await zip.readText(name, Math.min(maxBytes, MAX_DOCUMENT_BYTES));
      } catch (error) {
        throw error instanceof ZipRefused ? new ImportRefused(error.message) : error;
      }
    },
  };
}

/** Every extension a folder of markdown writes its posts with (Jekyll's `.markdown` among them). */
export const MARKDOWN_EXTENSIONS = ['.md', '.mdx', '.markdown', '.mdown', '.mkd'];

const hasExtension = (name: string, ...extensions: string[]) => extensions.some((extension) => name.toLowerCase().endsWith(extension));
const isHidden = (name: string) => name.startsWith('__MACOSX/') || name.split('/').some((segment) => segment.startsWith('.'));

/** An entry's first bytes as text, without inflating the rest (the reader reads it whole later, once). */
async function headOfEntry(zip: ZipArchive, name: string): Promise<string> {
  const parts: Buffer[] = [];
  let bytes = 0;
  let stream: Readable | undefined;
  try {
    stream = await zip.open(name);
    for await (const part of stream) {
      parts.push(part as Buffer);
      bytes += (part as Buffer).length;
      if (bytes >= HEAD_BYTES) break;
    }
  } catch (error) {
    throw error instanceof ZipRefused ? new ImportRefused(error.message) : new ImportRefused(`${name}: ${(error as Error).message}`);
  } finally {
    stream?.destroy();
  }
  return Buffer.concat(parts).subarray(0, HEAD_BYTES).toString('utf8');
}

/** The kind of a zip by its entries (and, for JSON and XML, their first bytes). */
async function kindOfZip(zip: ZipArchive): Promise<{ kind: ImportKind; document: string } | undefined> {
  const names = zip.names().filter((name) => !isHidden(name));
  if (zip.has(MANIFEST_PATH) && names.some((name) => name.startsWith('tables/'))) return { kind: 'backup', document: MANIFEST_PATH };
  const substackPosts = names.find((name) => name === 'posts.csv' || name.endsWith('/posts.csv'));
  if (substackPosts) return { kind: 'substack', document: substackPosts };
  for (const name of names.filter((candidate) => hasExtension(candidate, '.json', '.xml'))) {
    if (zip.sizeOf(name) > MAX_DOCUMENT_BYTES) continue;
    const head = await headOfEntry(zip, name);
    const kind = kindOfDocument(head);
    if (kind === 'ghost' || kind === 'wordpress') return { kind, document: name };
  }
  if (names.some((name) => hasExtension(name, ...MARKDOWN_EXTENSIONS))) return { kind: 'markdown', document: '' };
  return undefined;
}

/** Opens an uploaded file as the import it holds; UnrecognisedFile or ImportRefused when it holds none. */
export async function detectImport(path: string): Promise<DetectedImport> {
  const head = await headOf(path);
  if (head.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    let zip: ZipArchive;
    try {
      zip = await openZipArchive(path);
    } catch (error) {
      throw error instanceof ZipRefused ? new ImportRefused(error.message) : error;
    }
    try {
      checkZipLimits(zip);
      const file = zipSource(zip);
      const found = await kindOfZip(zip);
      if (!found) throw new UnrecognisedFile('The zip holds no export this site reads: a Ghost, WordPress or Substack export, a folder of markdown files, or a backup of this site');
      return { ...found, file, zip, close: () => zip.close() };
    } catch (error) {
      zip.close();
      throw error;
    }
  }
  const kind = kindOfDocument(head.toString('utf8'));
  if (!kind) throw new UnrecognisedFile('The file is not one this site reads: a Ghost export (.json), a WordPress export (.xml), a members or subscribers CSV, or a zip');
  const { size } = await stat(path);
  if (size > MAX_DOCUMENT_BYTES) throw new ImportRefused(`a ${kind === 'ghost' ? 'JSON' : kind === 'wordpress' ? 'XML' : 'CSV'} file may be at most ${MAX_DOCUMENT_BYTES / 2 ** 20} MB`);
  const file: SourceFile = { names: [], sizeOf: () => size, readText: async () => (await readFile(path, 'utf8')).replace(/^\uFEFF/, '') };
  return { kind, document: '', file, close: () => undefined };
}
