// What every importer reads out of a file, whatever the source: items (posts and pages), and
// subscribers, in one shape the import job (importJob.ts) plans, checks and writes. A reader
// (ghost.ts, wordpress.ts, substack.ts, markdownFolder.ts, subscribersCsv.ts) knows its
// source's format and nothing of this site's tables.

export type ImportSource = 'ghost' | 'wordpress' | 'substack' | 'markdown' | 'csv';

/** What an import counts apart: the items by what they become, the readers, and the images. */
export const IMPORT_TALLIES = ['posts', 'pages', 'essays', 'subscribers', 'media'] as const;
export type ImportTally = (typeof IMPORT_TALLIES)[number];

export interface ImportWarning {
  /** The item concerned: its title, or the file or address for a warning about no one item. */
  item: string;
  message: string;
  /** Set by a reader that leaves the item out: the import counts it as skipped, of this kind. */
  skipped?: ImportTally;
}

/** A file is refused as a whole: the job fails with this message and nothing is written. */
export class ImportRefused extends Error {}

export interface SourceItem {
  /** Stable id at the source: the same item in the same export always has the same one. */
  sourceId: string;
  /** A page is imported as one of the site's pages (at /{slug}), a post into the chosen area. Default 'post'. */
  kind?: 'post' | 'page';
  /** The author's name at the source; kept, and shown as a byline when it is not the owner. */
  author?: string;
  title: string;
  /** As the source had it; the import makes it valid and unique here (and warns when it had to). */
  slug: string;
  /** HTML (Ghost, WordPress, Substack) or markdown (folders of .md files). */
  body: { html: string } | { markdown: string };
  excerpt?: string;
  /** The source's tags and categories, by name. */
  tags: string[];
  featured: boolean;
  /** A reference to an image: a key of `files`, or an absolute URL. */
  featureImage?: string;
  status: 'published' | 'draft' | 'scheduled';
  /** Behind a password (WordPress) or for members only (Ghost) at the source: imported as a draft, with a warning. */
  protected?: boolean;
  /** When it was (or is scheduled to be) published; required unless a draft. */
  publishedAt?: Date;
  /**
   * Images the item uses that are in the uploaded zip: each reference exactly as it is written in
   * the body (or `featureImage`) → the entry's name in the zip. The import stores each file in the
   * media library and rewrites the references to it.
   */
  files: Record<string, string>;
  /** The item's addresses at the source, site-relative ('/my-post/', '/?p=12', '/p/my-post'): each answers 301 here. */
  oldPaths: string[];
}

export interface SourceSubscriber {
  email: string;
  /** Receives emails at the source; false for someone who unsubscribed there. */
  subscribed: boolean;
  /** Confirmed their address at the source (double opt-in); nobody is asked again by an import. */
  confirmed: boolean;
  subscribedAt?: Date;
  /** The reader's name, where the source has one. */
  name?: string;
  /** The source's labels or segments for this reader (Ghost labels, Substack, a CSV column). */
  labels?: string[];
}

/** The source site's settings an import may carry over (only with `settings=true`). */
export interface SourceSettings {
  title?: string;
  description?: string;
  /** '#rrggbb' */
  accentColor?: string;
  navigation?: { label: string; url: string }[];
  /** Account names, without the '@'. */
  x?: string;
  facebook?: string;
}

export interface SourceContent {
  /**
   * The source site the file came from: WordPress's base_site_url, Ghost's site URL (or title),
   * Substack's publication, a markdown folder's name. Part of every item's identity, so two
   * blogs with the same post ids never overwrite each other.
   */
  site?: string;
  items: SourceItem[];
  /** Site-wide addresses of the old site (feeds, tag, category and author lists) → the path here that serves the same. */
  siteRedirects?: { from: string; to: string }[];
  settings?: SourceSettings;
  subscribers: SourceSubscriber[];
  warnings: ImportWarning[];
}

/** The uploaded file as a reader sees it: the text of a single file, or a zip's entries. */
export interface SourceFile {
  /** Names of the zip's entries (empty for a single file). */
  names: string[];
  /** An entry's size once inflated, as the zip declares it (the reader refuses an entry that inflates past it). */
  sizeOf(name: string): number;
  /** An entry's text (the single file's own text is read with the name ''), refused past `maxBytes` while it is read. */
  readText(name: string, maxBytes?: number): Promise<string>;
}

/** A date the source wrote (a time in ms, or text `Date` reads), or undefined when there is none or it is not one: never refuses the file. */
export function optionalSourceDate(value: unknown): Date | undefined {
  const date = typeof value === 'number' ? new Date(value) : typeof value === 'string' && value.trim() !== '' ? new Date(value.trim()) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
