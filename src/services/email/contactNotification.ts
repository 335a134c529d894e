// A contact message forwarded to the owner: Reply-To is the sender, so answering from the mail
// program reaches them. Everything the visitor typed is escaped in the HTML and kept on one line
// in the headers.
import type { ContactMessageInput } from '../../../entities/ContactMessageInput';
import { escapeXml } from '../../lib/xml';
import type { OutgoingEmail } from './outbox';
import { oneLine } from './outboxRules';

export function contactNotification(message: ContactMessageInput, ownerEmail: string, siteUrl: string, siteName: string): OutgoingEmail {
  const paragraphs = message.message.split(/\n{2,}/).map((part) => `<p style="margin:0 0 14px;white-space:pre-wrap">${escapeXml(part)}</p>`).join('');
  return {
    kind: 'contact',
    to: ownerEmail,
    // An address object, never a string made from what the visitor typed: the name is display
    // text only, so 'Bob <attacker@evil.example>' as a name can never become the address.
    replyTo: { name: oneLine(message.name), address: message.email },
    subject: `Contact: ${message.subject}`,
    text: `${message.name} <${message.email}> wrote through the contact form of ${siteName}'s site:\n\n${message.subject}\n\n${message.message}\n\nReply to this email to answer them. All messages: ${siteUrl}/admin/messages\n`,
    html: `<!doctype html><html><body style="margin:0;padding:24px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">
<p style="margin:0 0 6px;color:#6b7280;font-size:14px">${escapeXml(message.name)} &lt;${escapeXml(message.email)}&gt; wrote through the contact form:</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeXml(message.subject)}</h1>
${paragraphs}
<p style="margin:24px 0 0;color:#6b7280;font-size:14px">Reply to this email to answer them. <a href="${escapeXml(siteUrl)}/admin/messages">All messages</a></p>
</body></html>`,
  };
}
