// One search index per database, in this process: MiniSearch over every published post, essay,
// book and resource. Before each search it is brought up to date with the content versions
// (src/services/contentVersions.ts): when an area's version moved, only the items whose update
// stamp changed are read again, so an edit is found on the next request in every process, at the
// cost of one light query per changed area, and the embedded database and MySQL answer alike.
import MiniSearch from 'minisearch';
import type { DataSource } from 'typeorm';
import type { SearchType } from '../../../views/api/types';
import { singleFlight } from '../../lib/singleFlight';
import { timeSlicer } from '../../lib/timeSlices';
import { currentContentVersions, type VersionedArea, versionStamp } from '../contentVersions';
import { SEARCH_AREAS, type SearchDocument } from './searchDocuments';
import { searchTerm, tokenize } from './searchTerms';

/** The content areas search reads. */
const SEARCHED_AREAS: VersionedArea[] = ['blog', 'essays', 'books', 'resources'];

export const SEARCH_FIELDS = ['title', 'tags', 'authors', 'excerpt', 'body'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

const fieldOf = (document: SearchDocument, field: string): string =>
  field === 'body' ? document.sections.map((section) => section.text).join(' ') : String(document[field as Exclude<SearchField, 'body'>] ?? '');

export class SiteSearchIndex {
  readonly miniSearch = new MiniSearch<SearchDocument>({
    fields: [...SEARCH_FIELDS],
    extractField: fieldOf,
    tokenize,
    processTerm: searchTerm,
  });
  readonly documents = new Map<string, SearchDocument>();
  private stamps = new Map<SearchType, Map<number, string>>();
  private syncedAt = '';
  private readonly syncing = singleFlight<void>();

  /** Brings the index up to date with the database, once per change of the content versions. */
  async current(db: DataSource): Promise<this> {
    const versions = versionStamp(await currentContentVersions(db), SEARCHED_AREAS);
    if (versions !== this.syncedAt) await this.syncing(versions, () => this.sync(db, versions));
    return this;
  }

  private async sync(db: DataSource, versions: string): Promise<void> {
    // The first build reads every item (seconds, for thousands): visitors are served in between.
    const slice = timeSlicer();
    for (const area of SEARCH_AREAS) {
      const fresh = await area.stamps(db);
      const known = this.stamps.get(area.type) ?? new Map<number, string>();
      for (const id of known.keys()) if (!fresh.has(id)) this.remove(`${area.type}:${id}`);
      const changed = [...fresh].filter(([id, stamp]) => known.get(id) !== stamp).map(([id]) => id);
      for (const document of await area.read(db, changed)) {
        await slice();
        this.remove(document.id);
        this.miniSearch.add(document);
        this.documents.set(document.id, document);
      }
      // An item unpublished between the two reads is left out now and read again next time.
      const unread = new Set(changed.filter((id) => !this.documents.has(`${area.type}:${id}`)));
      this.stamps.set(area.type, new Map([...fresh].filter(([id]) => !unread.has(id))));
    }
    this.syncedAt = versions;
  }

  private remove(id: string): void {
    if (!this.documents.has(id)) return;
    this.miniSearch.discard(id);
    this.documents.delete(id);
  }
}

const indexes = new WeakMap<DataSource, SiteSearchIndex>();

export function searchIndexOf(db: DataSource): SiteSearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new SiteSearchIndex();
    indexes.set(db, index);
  }
  return index;
}
