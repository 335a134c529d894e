/**
 * The event the app dispatches on `document` once React has hydrated the server's HTML
 * (views/app/App.tsx); the document's starter script (src/ssr/document.ts) waits for it.
 */
export const HYDRATED_EVENT = 'app:hydrated';
