// What every page response says of itself, whichever path answers it (./render.tsx, ./cachedPageLane.ts).
export const HTML_TYPE = 'text/html; charset=utf-8';
/** Pages are kept by browsers but asked for again each time (an ETag answers most with a 304). */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** The Vary of a page Koa answers (compression says Accept-Encoding first, the page then Cookie), which the cached-page lane sends too. */
export const PAGE_VARY = 'Accept-Encoding, Cookie';
/** The Vary of a page at an address that also answers ActivityPub JSON (src/federation/paths.ts `answersByAccept`): the federation's middleware says Accept between the two. */
export const NEGOTIATED_PAGE_VARY = 'Accept-Encoding, Accept, Cookie';
