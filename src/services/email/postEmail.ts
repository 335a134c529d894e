// A post or essay as an email: the shared frame (./emailLayout.ts) around its title, its featured
// image at a size suited to mail, its body and a button to the site, and a plain-text part. The
// article's HTML is the sanitised body the site serves; its links and images are made absolute so
// they work in a mail program. A send's links may first go through the site's click counter
// (./clickTracking.ts).
import type { EmailAccent, EmailIdentity } from './emailIdentity';
import { htmlToText } from '../../../views/lib/text';
import { escapeXml } from '../../lib/xml';
import { emailButton, emailFrame } from './emailLayout';
import type { OutgoingEmail } from './outbox';

export interface EmailImage {
  /** Absolute. */
  src: string;
  alt: string;
  /** Pixels the email shows it at (at most the email's width), and its height at that width, when known. */
  width: number;
  height?: number;
}

export interface PostForEmail {
  title: string;
  html: string;
  /** The post's address on the site, absolute. */
  url: string;
  /** What the email's own links open: the address, tagged so the site counts the visit as the newsletter's (src/services/analytics/). */
  readUrl: string;
  /** The featured image, when the item has one. */
  image?: EmailImage;
}

const LINKABLE = new Set(['http:', 'https:', 'mailto:']);
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Every src and href resolved against the item's own address, as the browser on its page would:
 * '/books', 'books', '../x', '//cdn…' and '#note' all become absolute (a mail program has no page
 * to resolve them against). What resolves to no web or mail address is dropped.
 */
export const absoluteUrls = (html: string, itemUrl: string) =>
  html.replace(/\b(src|href)="([^"]*)"/g, (_attribute, name: string, value: string) => {
    let resolved: URL;
    try {
      resolved = new URL(unescapeAttribute(value), itemUrl);
    } catch {
      return '';
    }
    return LINKABLE.has(resolved.protocol) ? `${name}="${escapeXml(resolved.href)}"` : '';
  });

/** Inline styles for the article's elements: mail programs drop <style> blocks too often to rely on one. */
const elementStyles = (accent: EmailAccent): [RegExp, string][] => [
  [/<p>/g, '<p style="margin:0 0 16px">'],
  [/<h2([^>]*)>/g, '<h2$1 style="margin:28px 0 12px;font-size:21px;line-height:1.3">'],
  [/<h3([^>]*)>/g, '<h3$1 style="margin:24px 0 10px;font-size:18px;line-height:1.35">'],
  [/<img /g, '<img style="max-width:100%;height:auto;border-radius:8px" '],
  [/<pre([^>]*)>/g, '<pre$1 class="code" style="margin:0 0 16px;padding:12px;overflow-x:auto;background:#f1f5f9;color:#0f172a;border-radius:8px;font-size:14px;line-height:1.45;white-space:pre-wrap">'],
  [/<blockquote>/g, `<blockquote class="quote" style="margin:0 0 16px;padding:4px 0 4px 14px;border-left:3px solid ${accent.rule};color:#374151">`],
  [/<table([^>]*)>/g, '<table$1 style="display:block;max-width:100%;overflow-x:auto;border-collapse:collapse">'],
  [/<(td|th)([^>]*)>/g, '<$1$2 style="padding:4px 8px;border:1px solid #e5e7eb;vertical-align:top">'],
  [/<a /g, `<a style="color:${accent.link}" class="link" `],
];

/** The plain-text part: the article's blocks as paragraphs. */
const paragraphs = (html: string) =>
  html
    .split(/<\/(?:p|h[1-6]|li|blockquote|pre|figure|tr)>|<br\s*\/?>/i)
    .map(htmlToText)
    .filter(Boolean)
    .join('\n\n');

export const styled = (html: string, accent: EmailAccent) => elementStyles(accent).reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), html);

const featuredImage = (image: EmailImage | undefined) =>
  image
    ? `<img src="${escapeXml(image.src)}" alt="${escapeXml(image.alt)}" width="${image.width}"${image.height ? ` height="${image.height}"` : ''} style="display:block;width:100%;max-width:${image.width}px;height:auto;margin:0 0 20px;border:0;border-radius:8px">`
    : '';

export function postEmail(post: PostForEmail, to: string, unsubscribeLink: string, sender: EmailIdentity): OutgoingEmail {
  const why = `You get this because you subscribed to ${sender.siteName}'s newsletter.`;
  const footer = sender.footer ? `\n${sender.footer}` : '';
  const bodyHtml = `<h1 style="margin:0 0 20px;font-size:26px;line-height:1.25"><a href="${escapeXml(post.readUrl)}" style="color:inherit;text-decoration:none">${escapeXml(post.title)}</a></h1>
${featuredImage(post.image)}${styled(absoluteUrls(post.html, post.url), sender.accent)}
${emailButton(post.readUrl, 'Read it on the site', sender)}`;
  return {
    kind: 'newsletter',
    to,
    subject: post.title,
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: `${post.title}\n\n${paragraphs(post.html)}\n\nRead it on the site: ${post.readUrl}\n\n--\n${why}\nUnsubscribe: ${unsubscribeLink}${footer}\n`,
    html: emailFrame({ title: post.title, bodyHtml, browserUrl: post.readUrl, why, unsubscribeLink, sender }),
  };
}
