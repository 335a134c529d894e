// What the site's emails say of who sends them, from the owner's settings: the name in From and
// in the text, the Reply-To for mail that has none of its own, and the footer line (a postal
// address, as bulk-mail law asks). Read when a message is written (the name, the footer) and when
// it is sent (From, Reply-To), so a change applies to the next email.
import { accentTokens } from '../../../views/style/accentTokens';
import type { DataSource } from 'typeorm';
import { currentSettings } from '../settings';
import { siteNameOf } from '../../../views/lib/siteName';

export interface EmailIdentity {
  /** The site's name (views/lib/siteName.ts), as the emails' header and text say it. */
  siteName: string;
  /** A line under every email to subscribers, or ''. */
  footer: string;
  /** The accent's light-mode shades (views/style/accentTokens.ts): a button's fill and its text, links, and quotes' rule. */
  accent: EmailAccent;
}

export interface EmailAccent {
  fill: string;
  onFill: string;
  link: string;
  rule: string;
  /** The dark theme's shades, for mail programs that honour prefers-color-scheme. */
  dark: { fill: string; onFill: string; link: string };
}

export function emailAccentOf(accentColor: string): EmailAccent {
  const { light, dark } = accentTokens(accentColor);
  return { fill: light.accent, onFill: light.onAccent, link: light.link, rule: light.monogramRing, dark: { fill: dark.accent, onFill: dark.onAccent, link: dark.link } };
}

export async function currentEmailIdentity(db: DataSource): Promise<EmailIdentity> {
  const settings = await currentSettings(db);
  const { email, design } = settings;
  return { siteName: siteNameOf(settings), footer: email.footer, accent: emailAccentOf(design.accentColor) };
}

/** From and Reply-To as a message is sent: the sender name the owner wrote, else MAIL_FROM's own, else the site's name; MAIL_FROM's address. */
export async function currentSender(db: DataSource, mailFrom: string): Promise<{ from: { name: string; address: string }; replyTo: string }> {
  const settings = await currentSettings(db);
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const configuredName = /^\s*"?([^"<]*?)"?\s*</.exec(mailFrom)?.[1] ?? '';
  return { from: { name: settings.email.senderName.trim() || configuredName || siteNameOf(settings), address }, replyTo: settings.email.replyTo };
}
