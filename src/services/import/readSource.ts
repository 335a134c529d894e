// Which reader reads a recognised file, and which source its items are remembered under.
import type { DetectedImport, ImportKind } from './detectImport';
import { readGhostExport } from './ghost';
import { readMarkdownFolder } from './markdownFolder';
import type { ImportSource, SourceContent } from './sourceTypes';
import { readSubscribersCsv } from './subscribersCsv';
import { readSubstackExport } from './substack';
import { readWordPressExport } from './wordpress';

type ContentKind = Exclude<ImportKind, 'backup'>;

const READERS: Record<ContentKind, (detected: DetectedImport, fileName: string) => Promise<SourceContent>> = {
  ghost: ({ file, document }) => readGhostExport(file, document),
  wordpress: ({ file, document }) => readWordPressExport(file, document),
  substack: ({ file }) => readSubstackExport(file),
  markdown: ({ file }, fileName) => readMarkdownFolder(file, fileName),
  'ghost-members': async ({ file, document }) => readSubscribersCsv(await file.readText(document)),
  'subscribers-csv': async ({ file, document }) => readSubscribersCsv(await file.readText(document)),
};

const SOURCES: Record<ContentKind, ImportSource> = {
  ghost: 'ghost',
  wordpress: 'wordpress',
  substack: 'substack',
  markdown: 'markdown',
  'ghost-members': 'csv',
  'subscribers-csv': 'csv',
};

/** The file's content; `fileName` (as uploaded) is part of a markdown zip's identity. */
export const readSource = (detected: DetectedImport, fileName: string) => READERS[detected.kind as ContentKind](detected, fileName);
export const sourceOf = (kind: ImportKind): ImportSource => SOURCES[kind as ContentKind];
