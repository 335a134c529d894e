// A page with a stylesheet of its own (./pageStylesheets.ts) has it in the head when the server
// renders it. One reached by a navigation in the browser links the file the build wrote, and is
// shown once that has loaded or failed (unstyled is still better than not at all). The build
// defines PAGE_STYLESHEET_FILES, JSON of page → [name, address], for the browser's bundle only.
declare const PAGE_STYLESHEET_FILES: string | undefined;

const files: Record<string, readonly [name: string, href: string]> = typeof PAGE_STYLESHEET_FILES === 'undefined' ? {} : JSON.parse(PAGE_STYLESHEET_FILES);

/** Settles once the page's stylesheet is in the document; falsy where there is nothing to wait for. */
export function pageStylesheetLoaded(page: string): Promise<unknown> | false | undefined {
  const file = files[page];
  return (
    file &&
    !document.querySelector(`[data-page-style="${file[0]}"]`) &&
    new Promise((settled) => {
      document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: file[1], onload: settled, onerror: settled })).dataset.pageStyle = file[0];
    })
  );
}
