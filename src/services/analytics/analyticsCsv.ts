// The CSV export: every stored daily row of the range, as stored (date, dimension, value, views,
// visitors), sorted by day. The events of the site's own tables are not repeated: they live in
// those tables, which a backup holds.
import type { DataSource } from 'typeorm';
import { toCsv } from '../../lib/csv';
import type { DayRange } from './analyticsRange';

export const analyticsCsvFileName = (range: DayRange) => `analytics-${range.from}-${range.to}.csv`;

export async function analyticsCsv(db: DataSource, range: DayRange): Promise<string> {
  const rows: { day: string; dimension: string; value: string; views: unknown; visitors: unknown }[] = await db.query(
    'SELECT day, dimension, value, views, visitors FROM analytics_daily WHERE day >= ? AND day <= ? ORDER BY day, dimension, value',
    [range.from, range.to],
  );
  return toCsv(['date', 'dimension', 'value', 'views', 'visitors'], rows.map((row) => [String(row.day), row.dimension, row.value, Number(row.views), Number(row.visitors)]));
}
