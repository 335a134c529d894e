// What the site cannot show of an imported item's embeds and media, turned into what it can,
// each change warned about. The site's policy loads no frames and plays no media from other
// sites (src/middleware/securityHeaders.ts: no frame-src, media-src 'self'), and its media
// library holds no video or audio, so:
// - an embed (an address WordPress embeds, a Gutenberg or Ghost embed card, an <iframe>) becomes a
//   link card naming its provider; a YouTube or Vimeo video becomes a video card linking to the
//   video's page: no thumbnail, no request to anyone until the reader follows it;
// - <video> and <audio> become a card linking to their file;
// - a cover block's background image (a style, which the sanitiser drops) is kept as an image.
// The cards are <a class="embed-card"> (styled in views/style/articleCss.ts).
import type { Element, ElementContent, Root } from 'hast';
import { ALIGNMENT_CLASSES, EMBED_CARD_CLASSES } from '../../../../views/lib/article/articleSchema';
import { EMBED_PLACEHOLDER } from './autoembed';
import { attributeOf, classesOf, descendants, isElement, parseHtml, textOf, writeHtml } from './htmlTree';
import { providerOf } from './providers';

/** Containers of one embed or player: their whole inside (player controls and all) becomes the card, their caption kept. */
const CONTAINERS = ['wp-block-embed', 'wp-block-video', 'wp-block-audio', 'kg-embed-card', 'kg-video-card', 'kg-audio-card'];
const PLACEHOLDER_PROPERTY = 'dataSourceEmbed';
const NOT_HERE = 'the site loads nothing from other sites into its pages';

interface Media {
  kind: 'embed' | 'video' | 'audio';
  url: string;
}

interface Context {
  oldSiteUrl?: string;
  warnings: string[];
}

/** The address as a full http(s) URL: a relative one is on the old site; a protocol-relative one (//host/…) is https. */
function absolute(address: string, context: Context): URL | undefined {
  const trimmed = address.trim();
  const base = trimmed.startsWith('//') ? 'https://protocol.invalid/' : context.oldSiteUrl;
  try {
    const url = base ? new URL(trimmed, base) : new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: string): ElementContent => ({ type: 'text', value });

function card(href: string, label: string, video: boolean): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { href, className: video ? EMBED_CARD_CLASSES : ['embed-card'] },
    children: [{ type: 'element', tagName: 'strong', properties: {}, children: [text(label)] }, text(' '), { type: 'element', tagName: 'span', properties: {}, children: [text(href)] }],
  };
}

/** The card for one embed or media file, with its warning; undefined (and a warning) when it has no usable address. */
function cardFor(media: Media, context: Context): Element | undefined {
  const url = absolute(media.url, context);
  const what = media.kind === 'embed' ? 'an embedded frame' : `a ${media.kind}`;
  if (!url) {
    context.warnings.push(media.url.trim() ? `${what} at ${JSON.stringify(media.url.slice(0, 120))} has no full web address to link to: removed` : `${what} with no address was removed`);
    return undefined;
  }
  if (media.kind !== 'embed') {
    context.warnings.push(`the ${media.kind} ${url.href} is shown as a link to its file: the site plays only media it serves itself, and its media library holds no ${media.kind}`);
    return card(url.href, media.kind === 'video' ? 'Video' : 'Audio', media.kind === 'video');
  }
  const provider = providerOf(url);
  if (provider.videoPage) {
    context.warnings.push(`the ${provider.name} video ${provider.videoPage} is shown as a link to the video: ${NOT_HERE}`);
    return card(provider.videoPage, `${provider.name} video`, true);
  }
  context.warnings.push(`the ${provider.name} embed ${url.href} is shown as a link card: ${NOT_HERE}`);
  return card(url.href, provider.name, false);
}

/** The address a media element plays: its src, or its first <source>'s. */
function mediaSource(element: Element): string {
  const own = attributeOf(element, 'src');
  if (own?.trim()) return own;
  const source = element.children.find((child): child is Element => isElement(child) && child.tagName === 'source' && !!attributeOf(child, 'src')?.trim());
  return source ? (attributeOf(source, 'src') ?? '') : '';
}

/** The embed or media an element is (or, for a container, the first it holds). */
function mediaOf(element: Element): Media | undefined {
  const placeholder = element.properties[PLACEHOLDER_PROPERTY];
  if (typeof placeholder === 'string') return { kind: 'embed', url: placeholder };
  if (element.tagName === 'iframe') return { kind: 'embed', url: attributeOf(element, 'src') ?? attributeOf(element, 'dataSrc') ?? '' };
  if (element.tagName === 'video' || element.tagName === 'audio') return { kind: element.tagName, url: mediaSource(element) };
  return undefined;
}

function containerMedia(element: Element): Media | undefined {
  for (const inside of descendants(element)) {
    const media = mediaOf(inside);
    if (media) return media;
  }
  // A Gutenberg embed saved on one line: its address is the wrapper's text.
  const address = textOf(element).trim().split(/\s+/)[0];
  return classesOf(element).includes('wp-block-embed') && /^https?:\/\//.test(address) ? { kind: 'embed', url: address } : undefined;
}

/** A cover block's background image (style="background-image:url(…)") as an <img> at its top. */
function keepCoverImage(element: Element, context: Context) {
  const style = attributeOf(element, 'style') ?? '';
  const match = /background-image\s*:\s*url\(\s*(['"]?)([^'")]+)\1\s*\)/i.exec(style);
  if (!match) return;
  const url = absolute(match[2], context);
  if (!url) {
    context.warnings.push(`the cover block's background image ${JSON.stringify(match[2].slice(0, 80))} is not a web address: left out`);
    return;
  }
  context.warnings.push(`the cover block's background image ${url.href} is kept as an image above its text (the site shows no background images)`);
  element.children.unshift({ type: 'element', tagName: 'img', properties: { src: url.href, alt: '' }, children: [] });
}

function transformElement(element: Element, context: Context): ElementContent[] {
  const classes = classesOf(element);
  if (CONTAINERS.some((name) => classes.includes(name))) {
    const media = containerMedia(element);
    if (media) {
      const replacement = cardFor(media, context);
      const captions = [...descendants(element)].filter((inside) => inside.tagName === 'figcaption');
      element.children = [...(replacement ? [replacement] : []), ...captions];
      const alignment = classes.filter((name) => ALIGNMENT_CLASSES.includes(name));
      element.properties.className = alignment.length > 0 ? alignment : undefined;
      return [element];
    }
  }
  const media = mediaOf(element);
  if (media) {
    const replacement = cardFor(media, context);
    return replacement ? [replacement] : [];
  }
  if (classes.includes('wp-block-cover')) keepCoverImage(element, context);
  transformChildren(element, context);
  return [element];
}

function transformChildren(parent: Root | Element, context: Context) {
  const children: ElementContent[] = [];
  for (const child of parent.children) {
    if (isElement(child)) children.push(...transformElement(child, context));
    else if (child.type !== 'doctype') children.push(child);
  }
  parent.children = children;
}

export function embedCards(html: string, options: { oldSiteUrl?: string }): { html: string; warnings: string[] } {
  if (!html.includes(EMBED_PLACEHOLDER) && !/<(?:iframe|video|audio)\b|wp-block-(?:embed|cover)|kg-(?:embed|video|audio)-card/i.test(html)) return { html, warnings: [] };
  const context: Context = { oldSiteUrl: options.oldSiteUrl, warnings: [] };
  const tree = parseHtml(html);
  transformChildren(tree, context);
  return { html: writeHtml(tree), warnings: context.warnings };
}
