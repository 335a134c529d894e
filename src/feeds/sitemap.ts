// sitemap.xml (sitemaps.org 0.9): one <url> per public page, with the date it last changed when known.
import { escapeXml } from '../lib/xml';

export interface SitemapEntry {
  path: string;
  /** ISO time; written as its date. */
  lastModified?: string;
}

export function buildSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) =>
    `<url><loc>${escapeXml(siteUrl + path)}</loc>${lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
