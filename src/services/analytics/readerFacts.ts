// What may be known of a reader from one request, and nothing finer: whether it is a person at
// all (not a known bot, crawler or tool), the class of their device, and their first language.
// The user agent string itself is never kept.

/**
 * Crawlers, link-preview fetchers, monitors, feed readers and scripting tools name themselves;
 * headless browsers and Lighthouse too ("Cubot" is a phone maker). One pattern, tested against
 * the strings in test/unit/readerFacts.test.ts.
 */
const BOT =
  /(?<!cu)bot\b|bot[/;_-]|crawl|spider|slurp|archiver|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|bitlybot|nuzzel|discordbot|slack|redditbot|mastodon|bluesky|cardyb|feedly|feedbin|inoreader|newsblur|feedfetcher|rss|headlesschrome|lighthouse|chrome-lighthouse|pagespeed|gtmetrix|pingdom|uptime|statuscake|monitor|curl\/|wget|python-|python\/|aiohttp|httpx|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|scrapy|httpclient|postman|insomnia|autocannon|^mozilla\/5\.0$|preview|fetcher|checker|validator|scanner|semrush|ahrefs|mj12|dotbot|petalbot|bytespider|gptbot|chatgpt|claude|anthropic|perplexity|ccbot|amazonbot|applebot|yandex|baiduspider|duckduckbot|bingpreview|google-inspectiontool|googleother|apis-google|mediapartners|adsbot/i;

/** A user agent of a known bot or tool (or too short to be a browser's). */
export const isAutomatedAgent = (userAgent: string) => userAgent.length < 10 || BOT.test(userAgent);

/** Browsers always send an Accept-Language, and never a bare '*'. */
export const hasLanguage = (acceptLanguage: string) => acceptLanguage !== '' && acceptLanguage !== '*';

/** A request from a known bot or tool, or one with no Accept-Language. */
export const isAutomated = (userAgent: string, acceptLanguage: string) => !hasLanguage(acceptLanguage) || isAutomatedAgent(userAgent);

export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** Phone, tablet or desktop, the way the user agent says it (iPads asking for desktop pages count as desktops). */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b/i.test(userAgent)) return 'tablet';
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? 'phone' : 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/** The first language of Accept-Language, by its primary subtag only ('en-GB,en;q=0.9' → 'en'); '' when it names none. */
export function languageOf(acceptLanguage: string): string {
  const first = acceptLanguage.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const primary = /^([a-z]{2,3})(?:-|$)/.exec(first)?.[1];
  return primary ?? '';
}
