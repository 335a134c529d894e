// What an import did, or on a dry run would do: counts (in all, and for posts, pages, essays,
// subscribers and media apart) and every warning with its item.
import type { SourceCategoryTally } from './siteCategories';
import { IMPORT_TALLIES, type ImportTally, type ImportWarning } from './sourceTypes';

export type ImportCount = 'created' | 'updated' | 'skipped';
export type ImportCounts = Record<ImportCount, number>;
/** The counts as a job row stores them: the totals, and each kind's own. */
export type StoredCounts = ImportCounts & { kinds?: Partial<Record<ImportTally, ImportCounts>>; sourceCategories?: SourceCategoryTally[] };

/** Past this many warnings the report says how many more there were (a job row stays bounded). */
const MAX_WARNINGS = 5000;

export class ImportReport {
  readonly counts: ImportCounts = { created: 0, updated: 0, skipped: 0 };
  readonly kinds: Partial<Record<ImportTally, ImportCounts>> = {};
  readonly warnings: ImportWarning[] = [];
  /** The source's categories and tags the posts carried, and where each goes (the check page offers to choose). */
  sourceCategories: SourceCategoryTally[] = [];
  private dropped = 0;

  warn(item: string, message: string): void {
    if (this.warnings.length < MAX_WARNINGS) this.warnings.push({ item: item.slice(0, 300), message: message.slice(0, 500) });
    else this.dropped++;
  }

  /** Images are counted on their own only: the totals stay the items' and readers' (what the owner chose to move). */
  count(what: ImportCount, kind: ImportTally, n = 1): void {
    if (n === 0) return;
    if (kind !== 'media') this.counts[what] += n;
    const counts = this.kinds[kind] ?? { created: 0, updated: 0, skipped: 0 };
    counts[what] += n;
    this.kinds[kind] = counts;
  }

  /** A reader's warning: an item it left out is counted as skipped, of its kind. */
  readerWarning(warning: ImportWarning): void {
    this.warn(warning.item, warning.message);
    if (warning.skipped) this.count('skipped', warning.skipped);
  }

  /** The counts as stored: the totals, and each kind in a fixed order. */
  storedCounts(): StoredCounts {
    const kinds = Object.fromEntries(IMPORT_TALLIES.filter((kind) => this.kinds[kind]).map((kind) => [kind, this.kinds[kind]]));
    return { ...this.counts, kinds, ...(this.sourceCategories.length ? { sourceCategories: this.sourceCategories } : {}) };
  }

  /** The warnings as stored: the last one says how many were left out. */
  storedWarnings(): ImportWarning[] {
    return this.dropped ? [...this.warnings, { item: 'this import', message: `${this.dropped} more warnings were left out of this report` }] : this.warnings;
  }
}
