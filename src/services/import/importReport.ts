// What an import did, or on a dry run would do: counts and every warning with its item.
import type { ImportWarning } from './sourceTypes';

export type ImportCount = 'created' | 'updated' | 'skipped';

/** Past this many warnings the report says how many more there were (a job row stays bounded). */
const MAX_WARNINGS = 5000;

export class ImportReport {
  readonly counts: Record<ImportCount, number> = { created: 0, updated: 0, skipped: 0 };
  readonly warnings: ImportWarning[] = [];
  private dropped = 0;

  warn(item: string, message: string): void {
    if (this.warnings.length < MAX_WARNINGS) this.warnings.push({ item: item.slice(0, 300), message: message.slice(0, 500) });
    else this.dropped++;
  }

  count(what: ImportCount): void {
    this.counts[what]++;
  }

  /** The warnings as stored: the last one says how many were left out. */
  storedWarnings(): ImportWarning[] {
    return this.dropped ? [...this.warnings, { item: 'this import', message: `${this.dropped} more warnings were left out of this report` }] : this.warnings;
  }
}
