// Where a reader came from: the campaign tags of the address they arrived at (utm_source,
// utm_medium, utm_campaign), else the host of the page that linked to them, named for the
// search engines and social sites people know. Text a visitor controls is cut to a length and
// cleaned of control characters; it is stored as text and shown escaped.

import { NEWSLETTER_SOURCE } from './dimensions';

export const DIRECT = 'Direct';
const MAX_TAG = 64;
const MAX_HOST = 100;

/** Hosts (without www.) by the name the owner knows them by. A pattern matches the whole host. */
const NAMED_SOURCES: [RegExp, string][] = [
  [/^(.+\.)?google\.[a-z.]+$/, 'Google'],
  [/^(.+\.)?bing\.com$/, 'Bing'],
  [/^(.+\.)?duckduckgo\.com$/, 'DuckDuckGo'],
  [/^(.+\.)?yahoo\.[a-z.]+$/, 'Yahoo'],
  [/^(.+\.)?yandex\.[a-z.]+$/, 'Yandex'],
  [/^(.+\.)?baidu\.com$/, 'Baidu'],
  [/^(.+\.)?ecosia\.org$/, 'Ecosia'],
  [/^search\.brave\.com$/, 'Brave Search'],
  [/^(.+\.)?kagi\.com$/, 'Kagi'],
  [/^(.+\.)?perplexity\.ai$/, 'Perplexity'],
  [/^(chatgpt\.com|chat\.openai\.com)$/, 'ChatGPT'],
  [/^(t\.co|(.+\.)?twitter\.com|(.+\.)?x\.com)$/, 'X (Twitter)'],
  [/^(.+\.)?facebook\.com$|^fb\.me$/, 'Facebook'],
  [/^(.+\.)?instagram\.com$/, 'Instagram'],
  [/^(.+\.)?linkedin\.com$|^lnkd\.in$/, 'LinkedIn'],
  [/^news\.ycombinator\.com$/, 'Hacker News'],
  [/^(.+\.)?reddit\.com$/, 'Reddit'],
  [/^(.+\.)?bsky\.app$/, 'Bluesky'],
  [/^(.+\.)?threads\.net$/, 'Threads'],
  [/^(.+\.)?youtube\.com$|^youtu\.be$/, 'YouTube'],
  [/^(.+\.)?github\.com$/, 'GitHub'],
  [/^(.+\.)?substack\.com$/, 'Substack'],
  [/^(.+\.)?wikipedia\.org$/, 'Wikipedia'],
  [/^(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com)$/, 'Webmail'],
];

const NAMED = new Set([DIRECT, NEWSLETTER_SOURCE, ...NAMED_SOURCES.map(([, name]) => name)]);

/** A source the site names itself (Direct, the newsletter, Google, Hacker News…): a bounded set no visitor can add to. */
export const isNamedSource = (source: string) => NAMED.has(source);

export interface TrafficSource {
  /** utm_source, a named source, the referring host, 'Direct', or '' for a link within the site. */
  source: string;
  /** utm_medium and utm_campaign, '' when the address has none. */
  medium: string;
  campaign: string;
}

/** One line of visible text at most `max` characters: control characters go, space is trimmed. */
export function cleanTag(raw: string | null | undefined, max = MAX_TAG): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return (raw ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').trim().slice(0, max).trim();
}

function referrerHost(referer: string): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.hostname.toLowerCase().replace(/^www\./, '').slice(0, MAX_HOST);
  } catch {
    return '';
  }
}

/** Names a host the owner would know (google.co.uk → Google), else the host itself. */
export function sourceOfHost(host: string): string {
  return NAMED_SOURCES.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/**
 * The source of a page view. A link within the site is no source (''): the reader is already
 * here, and their first page counted where they came from.
 */
export function trafficSourceOf(query: URLSearchParams, referer: string, siteHost: string): TrafficSource {
  const medium = cleanTag(query.get('utm_medium'));
  const campaign = cleanTag(query.get('utm_campaign'));
  const tagged = cleanTag(query.get('utm_source') ?? query.get('ref'));
  if (tagged) return { source: tagged, medium, campaign };
  const host = referrerHost(referer);
  if (!host) return { source: DIRECT, medium, campaign };
  if (host === siteHost.replace(/^www\./, '')) return { source: '', medium, campaign };
  return { source: sourceOfHost(host), medium, campaign };
}
