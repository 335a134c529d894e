// Display formats shared by server rendering and the browser. Always UTC, so the text the
// server sends and the text hydration produces are identical.

// Written out by hand rather than with Intl.DateTimeFormat: building a formatter loads locale
// data, which cost a blog page's browser about 30 ms of main thread before hydration.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function utcDay(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${iso}`);
  return { day: date.getUTCDate(), month: MONTHS[date.getUTCMonth()], year: date.getUTCFullYear() };
}

/** Blog and legacy dates: 'March 14, 2026'. */
export const formatBlogDate = (iso: string) => {
  const { day, month, year } = utcDay(iso);
  return `${month} ${day}, ${year}`;
};

/** Essay dates: '14 March 2026'. */
export const formatEssayDate = (iso: string) => {
  const { day, month, year } = utcDay(iso);
  return `${day} ${month} ${year}`;
};
