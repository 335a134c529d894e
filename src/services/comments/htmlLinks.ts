// What a fetched page says about links: every address it links (a, link, area: href), and where
// it takes Webmentions (an HTTP Link header first, then the first <link> or <a> with
// rel="webmention", as the Webmention specification orders them).
import type { Element, Root, RootContent } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';

const parser = unified().use(rehypeParse);

function* elements(node: Root | RootContent): Generator<Element> {
  if (node.type === 'element') yield node;
  if ('children' in node) for (const child of node.children) yield* elements(child);
  if (node.type === 'element' && node.tagName === 'template' && node.content) yield* elements(node.content);
}

const resolved = (href: string, base: string): string | null => {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

const relsOf = (element: Element): string[] => {
  const rel: unknown = element.properties.rel;
  const values = Array.isArray(rel) ? rel.map(String) : typeof rel === 'string' ? rel.split(/\s+/) : [];
  return values.map((value) => value.toLowerCase());
};

/** An address compared with another: no fragment, no trailing slash. */
export const sameAddress = (a: string, b: string): boolean => {
  const normal = (address: string) => {
    try {
      const url = new URL(address);
      url.hash = '';
      return url.href.replace(/\/$/, '');
    } catch {
      return address;
    }
  };
  return normal(a) === normal(b);
};

export interface PageLinks {
  /** Every http(s) address the page links, absolute. */
  links: string[];
  /** The page's Webmention endpoint from its markup, absolute, or null. */
  endpoint: string | null;
}

export function readPageLinks(html: string, baseUrl: string): PageLinks {
  const tree = parser.parse(html);
  const links: string[] = [];
  let endpoint: string | null = null;
  for (const element of elements(tree)) {
    const href = element.properties.href;
    if (typeof href !== 'string' || !['a', 'link', 'area'].includes(element.tagName)) continue;
    const address = resolved(href, baseUrl);
    if (!address) continue;
    links.push(address);
    if (endpoint === null && element.tagName !== 'area' && relsOf(element).includes('webmention')) endpoint = address;
  }
  return { links, endpoint };
}

/** The Webmention endpoint a Link header names (`<url>; rel="webmention"`), absolute, or null. */
export function endpointFromLinkHeader(header: string | string[] | undefined, baseUrl: string): string | null {
  const values = Array.isArray(header) ? header : header ? [header] : [];
  for (const value of values) {
    for (const part of value.split(/,(?=\s*<)/)) {
      const match = part.match(/^\s*<([^>]*)>(.*)$/);
      if (!match) continue;
      const rel = match[2].match(/;\s*rel\s*=\s*"?([^";]*)"?/i)?.[1] ?? '';
      if (rel.toLowerCase().split(/\s+/).includes('webmention')) return resolved(match[1], baseUrl);
    }
  }
  return null;
}
