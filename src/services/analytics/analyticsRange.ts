// The days a report covers: checked, and with the range just before it (as many days) for the change.
import { BadRequestError } from '../../errors';
import { addDays, dayOf } from './dimensions';

/** Three years, a leap day included. */
export const MAX_RANGE_DAYS = 1096;
const DEFAULT_RANGE_DAYS = 30;

export interface DayRange {
  from: string;
  to: string;
  /** Days in the range, both ends included. */
  days: number;
}

const isRealDay = (day: string) => dayOf(new Date(`${day}T00:00:00Z`)) === day;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The range asked for (days already in the YYYY-MM-DD form), or the last 30 days to today. */
export function dayRange(input: { from?: string; to?: string }, now = new Date()): DayRange {
  const to = input.to ?? dayOf(now);
  const from = input.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  for (const [name, day] of [['from', from], ['to', to]]) {
    if (!isRealDay(day)) throw new BadRequestError(`Invalid ${name}: ${day} is not a day of the calendar`, [{ field: name, messages: [`${name} must be a real day`] }]);
  }
  const days = daysBetween(from, to);
  if (days < 1) throw new BadRequestError('Invalid from: it must not be after to', [{ field: 'from', messages: ['from must not be after to'] }]);
  if (days > MAX_RANGE_DAYS) throw new BadRequestError('Invalid range: at most three years at a time', [{ field: 'to', messages: [`the range must be at most ${MAX_RANGE_DAYS} days`] }]);
  return { from, to, days };
}

export const previousRange = (range: DayRange): DayRange => ({ from: addDays(range.from, -range.days), to: addDays(range.from, -1), days: range.days });

/** Every day of a range, oldest first. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: range.days }, (_, i) => addDays(range.from, i));
}
