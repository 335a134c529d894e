// What the site's emails say of who sends them, from the owner's settings: the name in From and
// in the text, the Reply-To for mail that has none of its own, and the footer line (a postal
// address, as bulk-mail law asks). Read when a message is written (the name, the footer) and when
// it is sent (From, Reply-To), so a change applies to the next email.
import { accentTokens } from '../../../views/style/accentTokens';
import type { DataSource } from 'typeorm';
import { currentSettings } from '../settings';

export interface EmailIdentity {
  /** The owner's name, as the emails' text says it. */
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
  const { identity, email, design } = await currentSettings(db);
  return { siteName: identity.name, footer: email.footer, accent: emailAccentOf(design.accentColor) };
}

/** From and Reply-To as a message is sent: the settings' sender name before MAIL_FROM's address. */
export async function currentSender(db: DataSource, mailFrom: string): Promise<{ from: { name: string; address: string }; replyTo: string }> {
  const { email, identity } = await currentSettings(db);
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const configuredName = /^\s*"?([^"<]*?)"?\s*</.exec(mailFrom)?.[1] ?? '';
  return { from: { name: email.senderName || configuredName || identity.name, address }, replyTo: email.replyTo };
}
