// Reads the one file of a multipart/form-data upload, after the admin key has been checked (so
// nobody else can make the server read a large body). Past the size limit it is a 413.
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { BadRequestError, HttpError } from '../errors';
import { ownerIsGone, THIS_PROCESS } from '../services/import/jobOwner';

/**
 * Uploads wait in a folder the server owns, DATA_DIR/uploads/<process>, never in the system's
 * temporary folder: a process killed mid-upload leaves its part file there, and the next start
 * removes the folders of processes that are gone (several processes may share DATA_DIR).
 */
export const uploadFolderOf = (dataDir: string) => path.join(dataDir, 'uploads', THIS_PROCESS);

/** At start: removes what processes that are gone left in DATA_DIR/uploads. */
export async function emptyUploadFolders(dataDir: string): Promise<void> {
  const root = path.join(dataDir, 'uploads');
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (!entry.isDirectory() || ownerIsGone(entry.name)) await rm(path.join(root, entry.name), { recursive: true, force: true });
}

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/** A name that could be a path, or hide one: separators, dot names, control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f]|^\.|^\s|\s$/;
/** Marks that reorder how a name is shown: "inv_\u202Eexe.pdf" is shown as "inv_fdp.exe" (an RTL override). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const MAX_NAME_LENGTH = 200;
/** formidable's code for a second file in one form. */
const MAX_FILES_EXCEEDED = 1015;

const tooLarge = (maxBytes: number) => new HttpError(413, `The file is too large: at most ${Math.floor(maxBytes / (1024 * 1024))} MB`);

/** An upload kept on the disk: the caller reads it from `filePath` and must `discard()` it. */
export interface ReceivedUpload {
  filePath: string;
  fileName: string;
  size: number;
  fields: Record<string, string>;
  discard(): Promise<void>;
}

/** Receives the one file of a multipart upload onto the disk, checked as readUpload checks it. */
export async function receiveUpload(ctx: Context, maxBytes: number, uploadDir: string): Promise<ReceivedUpload> {
  if (!ctx.is('multipart/form-data')) throw new HttpError(415, 'Unsupported content type: send multipart/form-data with a file');
  if (Number(ctx.get('content-length') || 0) > maxBytes + 64 * 1024) throw tooLarge(maxBytes);
  await mkdir(uploadDir, { recursive: true });
  const parse = koaBody({
    multipart: true,
    json: false,
    text: false,
    urlencoded: false,
    formidable: { uploadDir, maxFiles: 1, maxFileSize: maxBytes, maxFields: 5, maxFieldsSize: 64 * 1024, allowEmptyFiles: true, minFileSize: 0 },
  });
  try {
    await parse(ctx, async () => undefined);
  } catch (error) {
    const { code, httpCode, status } = error as { code?: number; httpCode?: number; status?: number };
    if (code === MAX_FILES_EXCEEDED) throw new BadRequestError('Send one file per upload.');
    throw (httpCode ?? status) === 413 ? tooLarge(maxBytes) : new BadRequestError('The upload could not be read: send one file in a multipart/form-data field named "file"');
  }
  const files = ctx.request.files ?? {};
  const uploaded = files.file;
  const file = Array.isArray(uploaded) ? uploaded[0] : uploaded;
  const temporaryPaths = Object.values(files).flat().map((f) => f.filepath);
  const discardAll = async () => {
    await Promise.all(temporaryPaths.map((p) => rm(p, { force: true })));
  };
  try {
    if (!file) throw new BadRequestError('No file: send it in a multipart/form-data field named "file"');
    const fileName = (file.originalFilename ?? '').normalize('NFC');
    if (!fileName || fileName.length > MAX_NAME_LENGTH || UNSAFE_NAME.test(fileName) || fileName.includes('..')) {
      throw new BadRequestError('The file name is not accepted: use a plain name like photo.jpg, without folders or special characters');
    }
    if (BIDI_CONTROLS.test(fileName)) throw new BadRequestError('The file name holds a text-direction mark, which can disguise its type (a .exe shown as a .pdf): rename the file');
    if (file.size === 0) throw new BadRequestError('The file is empty');
    const fields = Object.fromEntries(Object.entries(ctx.request.body ?? {}).map(([name, value]) => [name, String(Array.isArray(value) ? value[0] : value)]));
    return { filePath: file.filepath, fileName, size: file.size, fields, discard: discardAll };
  } catch (error) {
    await discardAll();
    throw error;
  }
}

export async function readUpload(ctx: Context, maxBytes: number, uploadDir: string): Promise<UploadedFile> {
  const upload = await receiveUpload(ctx, maxBytes, uploadDir);
  try {
    return { bytes: await readFile(upload.filePath), fileName: upload.fileName, fields: upload.fields };
  } finally {
    await upload.discard();
  }
}
