// The admin tables' date, apart from views/lib/format.ts so that no public page carries it.
import { utcDay } from '../lib/format';

/** Admin tables: 'Mar 14, 2026'. */
export const formatShortDate = (iso: string) => {
  const { day, month, year } = utcDay(iso);
  return `${month.slice(0, 3)} ${day}, ${year}`;
};
