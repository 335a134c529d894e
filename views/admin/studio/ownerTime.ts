// Times as the owner reads and types them: in this browser's time zone. The server stores and
// sends UTC ISO strings.

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'Mar 4, 2027, 09:30' in the owner's time zone. */
export const formatOwnerTime = (iso: string) => dateTime.format(new Date(iso));

const exactTime = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** 'Thu, Mar 4, 2027, 09:30:12' in the owner's time zone: to the second, with the day (revisions a few seconds apart). */
export const formatOwnerTimeExact = (iso: string) => exactTime.format(new Date(iso));

/** 'HH:MM' in the owner's time zone. */
export const formatClock = (date: Date) => clock.format(date);

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local input's value ('YYYY-MM-DDTHH:MM') for a time, in the owner's time zone. */
export const localInputValue = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

const MINUTE_MS = 60_000;

/**
 * The UTC ISO time of a datetime-local input's value (read in the owner's time zone), rounded to
 * the minute (the picker shows no seconds, so none typed by hand may hide in it), or null when it
 * is not a time.
 */
export function isoOfLocalInput(value: string): string | null {
  const time = new Date(value).getTime();
  return value && !Number.isNaN(time) ? new Date(Math.round(time / MINUTE_MS) * MINUTE_MS).toISOString() : null;
}
