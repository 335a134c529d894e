// The email that asks a new subscriber to confirm: one button, what it is for, and what to do
// if they did not ask.
import { escapeXml } from '../../lib/xml';
import type { EmailIdentity } from './emailIdentity';
import type { OutgoingEmail } from './outbox';

export function confirmationEmail(to: string, link: string, sender: EmailIdentity): OutgoingEmail {
  const site = { name: sender.siteName };
  const name = escapeXml(site.name);
  return {
    kind: 'confirmation',
    to,
    subject: `Confirm your subscription to ${site.name}'s newsletter`,
    text: `Someone (we hope you) asked to receive ${site.name}'s newsletter at this address.\n\nConfirm here: ${link}\n\nThe link opens a page with a Confirm button and works for 7 days. If you did not ask, ignore this email: you will not be added.\n${sender.footer ? `\n--\n${sender.footer}\n` : ''}`,
    html: `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e5e7eb;border-radius:12px"><tr><td style="padding:28px">
<h1 style="margin:0 0 12px;font-size:22px">Confirm your subscription</h1>
<p style="margin:0 0 20px">Someone (we hope you) asked to receive ${name}'s newsletter at this address.</p>
<p style="margin:0 0 24px"><a href="${escapeXml(link)}" style="display:inline-block;padding:12px 20px;background:${sender.accent.fill};color:${sender.accent.onFill};border-radius:8px;text-decoration:none;font-weight:600">Confirm my subscription</a></p>
<p style="margin:0;color:#6b7280;font-size:14px">The link works for 7 days. If you did not ask, ignore this email: you will not be added.</p>${sender.footer ? `\n<p style="margin:16px 0 0;color:#6b7280;font-size:13px">${escapeXml(sender.footer)}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`,
  };
}
