// The frame every email to a reader shares (the newsletter, the welcome): a table layout at most
// 600 px wide with inline styles (mail programs drop <style> blocks too often to rely on one),
// the owner's name and accent, a "View in browser" link when there is a page to view, and the
// footer: why the reader gets it, the unsubscribe link and the postal address line from the
// settings. The one <style> block only adds dark mode (prefers-color-scheme), so a mail program
// that drops it still shows the light email whole.
import { escapeXml } from '../../lib/xml';
import type { EmailIdentity } from './emailIdentity';

export const EMAIL_WIDTH = 600;
const FONT = '-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

export interface EmailFrame {
  title: string;
  /** The email's main content: trusted, sanitised HTML with inline styles. */
  bodyHtml: string;
  /** The same email as a web page, when there is one. */
  browserUrl?: string;
  /** Why the reader gets it; the unsubscribe link follows. */
  why: string;
  unsubscribeLink: string;
  sender: EmailIdentity;
}

const darkMode = ({ accent }: EmailIdentity) =>
  `<style>:root{color-scheme:light dark;supported-color-schemes:light dark}@media (prefers-color-scheme: dark){.page{background:#0b0d14!important}.card{background:#171923!important;color:#e5e7eb!important}.muted{color:#a1a1aa!important}.link{color:${accent.dark.link}!important}.button{background:${accent.dark.fill}!important;color:${accent.dark.onFill}!important}.code{background:#23222e!important;color:#e5e7eb!important}.quote{color:#d4d4d8!important}}</style>`;

export function emailFrame({ title, bodyHtml, browserUrl, why, unsubscribeLink, sender }: EmailFrame): string {
  const name = escapeXml(sender.siteName);
  const viewInBrowser = browserUrl
    ? `<tr><td class="muted" align="right" style="padding:14px 24px 0;font-size:13px;color:#6b7280"><a class="muted" href="${escapeXml(browserUrl)}" style="color:#6b7280">View in browser</a></td></tr>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeXml(title)}</title>
${darkMode(sender)}</head>
<body class="page" style="margin:0;padding:0;background:#f8fafc">
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f8fafc"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" class="card" width="${EMAIL_WIDTH}" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${EMAIL_WIDTH}px;background:#ffffff;color:#1f2937;border-radius:12px;border-top:4px solid ${sender.accent.fill};font-family:${FONT};font-size:17px;line-height:1.6">
${viewInBrowser}
<tr><td style="padding:20px 24px 28px;overflow-wrap:anywhere;word-break:break-word">
<p class="muted" style="margin:0 0 8px;font-size:14px;font-weight:600;letter-spacing:0.02em;color:#6b7280">${name}</p>
${bodyHtml}
</td></tr></table>
<table role="presentation" width="${EMAIL_WIDTH}" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${EMAIL_WIDTH}px"><tr><td class="muted" style="padding:16px 16px 0;font-family:${FONT};font-size:13px;line-height:1.5;color:#6b7280;overflow-wrap:anywhere">
${escapeXml(why)} <a class="muted" href="${escapeXml(unsubscribeLink)}" style="color:#6b7280">Unsubscribe</a>${sender.footer ? `<br>${escapeXml(sender.footer)}` : ''}
</td></tr></table>
</td></tr></table></body></html>`;
}

/** The accent button under an email's text. */
export const emailButton = (href: string, label: string, { accent }: EmailIdentity) =>
  `<p style="margin:28px 0 0"><a class="button" href="${escapeXml(href)}" style="display:inline-block;padding:12px 20px;background:${accent.fill};color:${accent.onFill};border-radius:8px;text-decoration:none;font-weight:600">${escapeXml(label)}</a></p>`;
