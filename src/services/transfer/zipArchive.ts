// Reads a zip file from the disk by entry name, within limits a hostile file cannot get past:
// a bounded number of entries, names that stay inside the archive, and entries that may not
// inflate past the size they declare (yauzl checks that as it reads). Each entry is streamed;
// nothing holds a whole entry in memory but readText, for small ones.
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** A markdown folder reads at most 20,000 .md files, with their images; a backup's media fit too. */
export const MAX_ZIP_ENTRIES = 50_000;

export class ZipRefused extends Error {}

export interface ZipArchive {
  /** The entries' names, in the archive's order. */
  names(): string[];
  has(name: string): boolean;
  /** The declared (uncompressed) size of an entry. */
  sizeOf(name: string): number;
  /** The size an entry takes in the zip. */
  compressedSizeOf(name: string): number;
  open(name: string): Promise<Readable>;
  /** A small entry as text; refused past `maxBytes`. */
  readText(name: string, maxBytes: number): Promise<string>;
  close(): void;
}

/** A stream's bytes as text, stopped (not buffered) the moment they pass `maxBytes`, whatever its header declared. */
export async function readBounded(stream: Readable, name: string, maxBytes: number): Promise<string> {
  const parts: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const part of stream) {
      bytes += (part as Buffer).length;
      if (bytes > maxBytes) throw new ZipRefused(`${name} is larger than ${maxBytes} bytes`);
      parts.push(part as Buffer);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(parts).toString('utf8');
}

const openZip = promisify<string, yauzl.Options, ZipFile>(yauzl.open);

export async function openZipArchive(file: string): Promise<ZipArchive> {
  let zip: ZipFile;
  try {
    zip = await openZip(file, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true });
  } catch (error) {
    throw new ZipRefused(`not a readable zip file (${(error as Error).message})`);
  }
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) throw new ZipRefused(`too many files in the zip (${zip.entryCount}; at most ${MAX_ZIP_ENTRIES})`);
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once('end', resolve);
      zip.once('error', (error: Error) => reject(new ZipRefused(`a damaged zip file (${error.message})`)));
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
  const entry = (name: string) => {
    const found = entries.get(name);
    if (!found) throw new ZipRefused(`the zip has no ${name}`);
    return found;
  };
  const open = (name: string) =>
    new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry(name), (error, stream) => (error ? reject(new ZipRefused(`${name}: ${error.message}`)) : resolve(stream))),
    );
  return {
    names: () => [...entries.keys()],
    has: (name) => entries.has(name),
    sizeOf: (name) => entry(name).uncompressedSize,
    compressedSizeOf: (name) => entry(name).compressedSize,
    open,
    async readText(name, maxBytes) {
      if (entry(name).uncompressedSize > maxBytes) throw new ZipRefused(`${name} is larger than ${maxBytes} bytes`);
      return readBounded(await open(name), name, maxBytes);
    },
    close: () => zip.close(),
  };
}
