// The pages with a stylesheet of their own, in one table: CSS that only those pages use, kept
// out of their scripts. The server writes a page's stylesheet into the head of its render
// (src/ssr/document.ts); the build writes each as a hashed file under static/assets and tells
// the browser its address (pageStylesheetLink.ts), for a navigation to the page. Server and
// build only: no browser code imports this table, so no script carries the CSS.
import { articleStylesheet } from '../components/article/articleStylesheet';
import { homeStylesheet } from '../components/home/homeStylesheet';
import type { PublicPageId } from './routes';

export interface PageStylesheet {
  /** Names the stylesheet's element in the head: <style data-page-style="…"> or <link data-page-style="…">. */
  name: string;
  css: string;
}

const article: PageStylesheet = { name: 'article', css: articleStylesheet };

/** Pages may share one: a navigation from one to another finds it in the head already. */
export const pageStylesheets: Partial<Record<PublicPageId, PageStylesheet>> = {
  HomePage: { name: 'home', css: homeStylesheet },
  BlogPostPage: article,
  EssayPage: article,
  SitePage: article,
};

export const pageStylesheetOf = (page: string): PageStylesheet | undefined =>
  Object.hasOwn(pageStylesheets, page) ? pageStylesheets[page as PublicPageId] : undefined;
