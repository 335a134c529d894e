// robots.txt: crawl everything public; not the admin pages or the JSON API. Points at the sitemap.
export const buildRobots = (siteUrl: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
