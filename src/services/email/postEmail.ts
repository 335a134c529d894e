// A post or essay as an email: a well-formed HTML email (a table layout with inline styles,
// readable in light and dark mode, on a phone) and a plain-text part. The article's HTML is the
// sanitised body the site serves; its links and images are made absolute so they work in a
// mail program. The footer says why the reader gets it and has the unsubscribe link.
import type { EmailAccent, EmailIdentity } from './emailIdentity';
import { htmlToText } from '../../../views/lib/text';
import { escapeXml } from '../../lib/xml';
import type { OutgoingEmail } from './outbox';

export interface PostForEmail {
  title: string;
  html: string;
  /** The post's address on the site, absolute. */
  url: string;
  /** What the email's own links open: the address, tagged so the site counts the visit as the newsletter's (src/services/analytics/). */
  readUrl: string;
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
  [/<pre([^>]*)>/g, '<pre$1 style="margin:0 0 16px;padding:12px;overflow-x:auto;background:#f1f5f9;color:#0f172a;border-radius:8px;font-size:14px;line-height:1.45;white-space:pre-wrap">'],
  [/<blockquote>/g, `<blockquote style="margin:0 0 16px;padding:4px 0 4px 14px;border-left:3px solid ${accent.rule};color:#374151">`],
  [/<a /g, `<a style="color:${accent.link}" `],
];

/** The plain-text part: the article's blocks as paragraphs. */
const paragraphs = (html: string) =>
  html
    .split(/<\/(?:p|h[1-6]|li|blockquote|pre|figure|tr)>|<br\s*\/?>/i)
    .map(htmlToText)
    .filter(Boolean)
    .join('\n\n');

const styled = (html: string, accent: EmailAccent) => elementStyles(accent).reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), html);

export function postEmail(post: PostForEmail, to: string, unsubscribeLink: string, sender: EmailIdentity): OutgoingEmail {
  const title = escapeXml(post.title);
  const why = `You get this because you subscribed to ${sender.siteName}'s newsletter.`;
  const footer = sender.footer ? `\n${sender.footer}` : '';
  return {
    kind: 'newsletter',
    to,
    subject: post.title,
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: `${post.title}\n\n${paragraphs(post.html)}\n\nRead it on the site: ${post.readUrl}\n\n--\n${why}\nUnsubscribe: ${unsubscribeLink}${footer}\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${title}</title>
<style>@media (prefers-color-scheme: dark){.page{background:#0f172a!important}.card{background:#111827!important;color:#e5e7eb!important}.muted{color:#9ca3af!important}}</style></head>
<body style="margin:0;padding:0;background:#f8fafc">
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" class="card" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;background:#ffffff;color:#1f2937;border-radius:12px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:17px;line-height:1.6"><tr><td style="padding:28px 24px">
<p class="muted" style="margin:0 0 8px;font-size:14px;color:#6b7280">${escapeXml(sender.siteName)}</p>
<h1 style="margin:0 0 20px;font-size:26px;line-height:1.25"><a href="${escapeXml(post.readUrl)}" style="color:inherit;text-decoration:none">${title}</a></h1>
${styled(absoluteUrls(post.html, post.url), sender.accent)}
<p style="margin:28px 0 0"><a href="${escapeXml(post.readUrl)}" style="display:inline-block;padding:12px 20px;background:${sender.accent.fill};color:${sender.accent.onFill};border-radius:8px;text-decoration:none;font-weight:600">Read it on the site</a></p>
</td></tr></table>
<p class="muted" style="max-width:640px;margin:16px auto 0;padding:0 16px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:13px;line-height:1.5;color:#6b7280">${escapeXml(why)} <a href="${escapeXml(unsubscribeLink)}" style="color:#6b7280">Unsubscribe</a>${sender.footer ? `<br>${escapeXml(sender.footer)}` : ''}</p>
</td></tr></table></body></html>`,
  };
}
