// Display formats shared by server rendering and the browser. Always UTC, so the text the
// server sends and the text hydration produces are identical.

const blogDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const essayDate = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Blog and legacy dates: 'March 14, 2026'. */
export const formatBlogDate = (iso: string) => blogDate.format(new Date(iso));

/** Essay dates: '14 March 2026'. */
export const formatEssayDate = (iso: string) => essayDate.format(new Date(iso));

/** Admin tables: 'Mar 14, 2026'. */
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));

export const BYTES_PER_MEGABYTE = 1_048_576;

/** Resource sizes: bytes / 1048576 to one decimal, e.g. '0.1 MB'. */
export const formatMegabytes = (bytes: number) => `${(bytes / BYTES_PER_MEGABYTE).toFixed(1)} MB`;
