// One search index per database, held by a search thread (./searchThread.ts). Before each search
// it is brought up to date with the content versions (src/services/contentVersions.ts): when an
// area's version moved, only the items whose update stamp changed are read again, so an edit is
// found on the next request in every process, and the embedded database and MySQL answer alike.
//
// This side reads the database, a chunk at a time, and yields to visitors between chunks; the
// thread does the indexing, and rests between chunks as long as it worked. A search waits for the update a little while (an edit is quick);
// past that (the first build of thousands of items, a large import) it is answered honestly
// "being built", with Retry-After, while the build goes on.
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import type { SearchType } from '../../../views/api/types';
import { HttpError } from '../../errors';
import { timeSlicer } from '../../lib/timeSlices';
import { currentContentVersions, type VersionedArea, versionStamp } from '../contentVersions';
import { SEARCH_AREAS, SEARCH_READ_CHUNK } from './searchDocuments';
import { SearchThread } from './searchThread';

/** The content areas search reads: its answers (and the /search page) change when one of them does. */
export const SEARCHED_AREAS: readonly VersionedArea[] = ['blog', 'essays', 'books', 'resources'];

/** The search thread rests this many times as long as it indexed a chunk before the next. */
const BUILD_REST_FACTOR = 1;

/** How long a search waits for the index to catch up before it is told the index is being built. */
export const INDEX_WAIT_MS = 1_500;

export class SearchIndexBuildingError extends HttpError {
  constructor(indexed: number) {
    super(503, 'The search index is being built. Please try again in a few seconds.', { building: true, indexed }, { 'Retry-After': '3' });
  }
}

export class SiteSearchIndex {
  readonly thread: SearchThread;
  private stamps = new Map<SearchType, Map<number, string>>();
  /** The versions the thread's index reflects, and the thread it was built in. */
  private syncedAt = '';
  private syncedIn = 0;
  /** How many items the thread holds. */
  private indexed = 0;
  private syncing: { versions: string; done: Promise<void> } | null = null;

  constructor(
    thread?: SearchThread,
    private readonly waitMs = INDEX_WAIT_MS,
  ) {
    this.thread = thread ?? new SearchThread();
  }

  /** Brings the index up to date with the database; resolves with the versions it reflects, or throws SearchIndexBuildingError. */
  async current(db: DataSource): Promise<string> {
    const versions = versionStamp(await currentContentVersions(db), SEARCHED_AREAS);
    this.thread.ensureStarted();
    if (this.syncedIn !== this.thread.generation) this.forget();
    if (versions === this.syncedAt) return versions;
    if (this.syncing?.versions !== versions) this.startSync(db, versions);
    const done = (this.syncing as { done: Promise<void> }).done;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'waited'>((resolve) => {
      timer = setTimeout(() => resolve('waited'), this.waitMs);
    });
    try {
      if ((await Promise.race([done, waited])) === 'waited') throw new SearchIndexBuildingError(this.indexed);
    } finally {
      clearTimeout(timer);
    }
    return versions;
  }

  /** A sync for these versions, after the one under way (two never interleave). */
  private startSync(db: DataSource, versions: string): void {
    const previous = this.syncing?.done.catch(() => undefined) ?? Promise.resolve();
    const syncing = {
      versions,
      done: previous.then(() => this.sync(db, versions)),
    };
    this.syncing = syncing;
    const settled = () => {
      if (this.syncing === syncing) this.syncing = null;
    };
    syncing.done.then(settled, settled);
  }

  private forget(): void {
    this.stamps = new Map();
    this.syncedAt = '';
    this.indexed = 0;
    this.syncedIn = this.thread.generation;
  }

  private async sync(db: DataSource, versions: string): Promise<void> {
    if (versions === this.syncedAt && this.syncedIn === this.thread.generation) return;
    const generation = this.thread.generation;
    const slice = timeSlicer();
    for (const area of SEARCH_AREAS) {
      const fresh = await area.stamps(db, slice);
      await slice();
      const known = this.stamps.get(area.type) ?? new Map<number, string>();
      const removed = [...known.keys()].filter((id) => !fresh.has(id)).map((id) => `${area.type}:${id}`);
      const changed = [...fresh].filter(([id, stamp]) => known.get(id) !== stamp).map(([id]) => id);
      const indexed = new Set<number>();
      // Changed items are removed first: one unpublished between the two reads is then not found.
      const stale = changed.filter((id) => known.has(id)).map((id) => `${area.type}:${id}`);
      if (removed.length + stale.length > 0) this.indexed = (await this.thread.apply([...removed, ...stale], [])).size;
      for (let i = 0; i < changed.length; i += SEARCH_READ_CHUNK) {
        const sources = await area.read(db, changed.slice(i, i + SEARCH_READ_CHUNK));
        for (const source of sources) indexed.add(Number(source.id.slice(area.type.length + 1)));
        const { size, workMs } = await this.thread.apply([], sources);
        this.indexed = size;
        // The thread rests as long as it worked: a build takes at most half a core from the pages.
        await sleep(workMs * BUILD_REST_FACTOR);
        await slice();
      }
      if (this.thread.generation !== generation) throw new Error('The search thread stopped while the index was built');
      // An item unpublished between the two reads is left out now and read again next time.
      const unread = new Set(changed.filter((id) => !indexed.has(id)));
      this.stamps.set(area.type, new Map([...fresh].filter(([id]) => !unread.has(id))));
    }
    this.syncedAt = versions;
    this.syncedIn = generation;
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
