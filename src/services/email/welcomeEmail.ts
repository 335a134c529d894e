// The welcome email (settings: email.welcome): once to each newly confirmed reader, through the
// outbox, in the newsletter's frame with its one-click unsubscribe headers. "Once" is a row per
// subscriber under a unique index, written in the same transaction as the email: a confirm
// pressed twice, or two processes at once, queue one welcome.
import type { DataSource } from 'typeorm';
import { EmailWelcome } from '../../../entities/EmailWelcome';
import { NewsletterSubscriber } from '../../../entities/NewsletterSubscriber';
import type { WelcomeEmailSettings } from '../../../views/api/settings';
import { htmlToText } from '../../../views/lib/text';
import { escapeXml } from '../../lib/xml';
import { renderArticleMarkdown } from '../../markdown/renderArticleMarkdown';
import { currentSettings } from '../settings';
import { currentEmailIdentity, type EmailIdentity } from './emailIdentity';
import { emailFrame } from './emailLayout';
import { enqueueEmail, type OutgoingEmail } from './outbox';
import { absoluteUrls, styled } from './postEmail';
import { unsubscribeToken, unsubscribeUrl } from './subscriptionTokens';

const MAX_WELCOME_HTML = 100_000;
const WELCOME_RENDER_DEADLINE_MS = 20_000;

export interface WelcomeContext {
  siteUrl: string;
  signingSecret: string;
}

/** The markdown as HTML; if the markdown thread fails, its paragraphs as plain text, so a welcome never waits on it. */
async function welcomeHtml(markdown: string): Promise<string> {
  try {
    return await renderArticleMarkdown(markdown, MAX_WELCOME_HTML, WELCOME_RENDER_DEADLINE_MS);
  } catch (error) {
    console.error('[mail] welcome markdown not rendered:', error instanceof Error ? error.message : error);
    return markdown.split(/\n{2,}/).map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join('\n');
  }
}

export function welcomeEmail(settings: WelcomeEmailSettings, html: string, to: string, unsubscribeLink: string, sender: EmailIdentity): OutgoingEmail {
  const why = `You get this because you subscribed to ${sender.siteName}'s newsletter.`;
  const bodyHtml = `<h1 style="margin:0 0 20px;font-size:24px;line-height:1.25">${escapeXml(settings.subject)}</h1>\n${styled(html, sender.accent)}`;
  const text = html.split(/<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/i).map(htmlToText).filter(Boolean).join('\n\n');
  return {
    kind: 'welcome',
    to,
    subject: settings.subject,
    headers: { 'List-Unsubscribe': `<${unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    text: `${settings.subject}\n\n${text}\n\n--\n${why}\nUnsubscribe: ${unsubscribeLink}${sender.footer ? `\n${sender.footer}` : ''}\n`,
    html: emailFrame({ title: settings.subject, bodyHtml, why, unsubscribeLink, sender }),
  };
}

/** Queues the welcome for this address if it is enabled, the reader now receives the newsletter, and was never welcomed. Answers whether it did. */
export async function welcomeReader(db: DataSource, email: string, context: WelcomeContext): Promise<boolean> {
  const { welcome } = (await currentSettings(db)).email;
  if (!welcome.enabled) return false;
  const subscriber = await db.getRepository(NewsletterSubscriber).findOneBy({ email: email.trim().toLowerCase() });
  if (!subscriber?.isActive || !subscriber.confirmedAt) return false;
  if (await db.getRepository(EmailWelcome).existsBy({ subscriberId: subscriber.id })) return false;
  const html = absoluteUrls(await welcomeHtml(welcome.markdown), `${context.siteUrl}/`);
  const sender = await currentEmailIdentity(db);
  const link = unsubscribeUrl(context.siteUrl, unsubscribeToken(context.signingSecret, subscriber.id, subscriber.email));
  try {
    await db.transaction(async (manager) => {
      await manager.getRepository(EmailWelcome).insert({ subscriberId: subscriber.id, createdAt: new Date() });
      await enqueueEmail(manager, welcomeEmail(welcome, html, subscriber.email, link, sender));
    });
    return true;
  } catch (error) {
    if (await db.getRepository(EmailWelcome).existsBy({ subscriberId: subscriber.id })) return false; // welcomed at the same moment by another request
    throw error;
  }
}
