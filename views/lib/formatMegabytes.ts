// Resource sizes, shown on /resources and in the admin: apart from format.ts, which every page's
// script holds for its dates.

export const BYTES_PER_MEGABYTE = 1_048_576;

/** Resource sizes: bytes / 1048576 to one decimal, e.g. '0.1 MB'; below 0.05 MB with one significant digit ('0.02 MB', never '0.0 MB'). */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / BYTES_PER_MEGABYTE;
  return `${megabytes > 0 && megabytes < 0.05 ? megabytes.toPrecision(1) : megabytes.toFixed(1)} MB`;
}
