import { currentSettings } from './settings';
import type { DataSource } from 'typeorm';
import { ContactMessage } from '../../entities';
import type { ContactMessageInput } from '../../entities/ContactMessageInput';
import { contactNotification } from './email/contactNotification';
import { enqueueEmail } from './email/outbox';
import { ownerAddress } from './email/ownerAddress';
import type { MailConfig } from '../config';
import { siteNameOf } from '../../views/lib/siteName';

/** The answer to a contact message; the page does not read it (the spec shows only a toast). */
export interface ContactResult {
  success: true;
  message: string;
}

/** Stores the message, then queues its copy to the owner (./email/ownerAddress.ts): a mail problem never loses the message or fails the visitor. */
export async function saveContactMessage(db: DataSource, input: ContactMessageInput, notify: { mail: Pick<MailConfig, 'ownerEmail'>; siteUrl: string }): Promise<ContactResult> {
  await db.getRepository(ContactMessage).insert({
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    createdAt: new Date(),
  });
  try {
    const to = await ownerAddress(db, notify.mail);
    if (to) await enqueueEmail(db, contactNotification(input, to, notify.siteUrl, siteNameOf(await currentSettings(db))));
  } catch (error) {
    console.error('[mail] could not queue the contact notification:', error instanceof Error ? error.message : error);
  }
  return { success: true, message: 'Message received' };
}
