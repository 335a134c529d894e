// Column options shared by the entities. esbuild emits no decorator metadata, so every
// column names its type explicitly; these helpers keep the choices in one place.
import type { ColumnOptions } from 'typeorm';

/** Millisecond precision on MySQL (datetime(3)); SQLite stores the same ISO text. */
export const dateTime = (extra: ColumnOptions = {}): ColumnOptions => ({ type: 'datetime', precision: 3, ...extra });

/** A list of strings stored as JSON text. */
export const stringList = (): ColumnOptions => ({ type: 'simple-json' });

/** Booleans default to 0, not false, so both dialects agree on the schema. */
export const flag = (defaultValue: 0 | 1): ColumnOptions => ({
  type: 'boolean',
  default: defaultValue,
  transformer: { to: (v: unknown) => v, from: (v: unknown) => v === true || v === 1 || v === '1' },
});

/** Whole numbers: MySQL may hand some back as strings, SQLite as numbers. */
export const integer = (extra: ColumnOptions = {}): ColumnOptions => ({
  type: 'int',
  transformer: { to: (v: unknown) => v, from: (v: unknown) => (v === null || v === undefined ? v : Number(v)) },
  ...extra,
});

/** Binary data. The migration makes it a mediumblob on MySQL (a plain blob there holds only 64 KB). */
export const bytes = (): ColumnOptions => ({ type: 'blob' });
