import { currentSettings } from './settings';
import type { DataSource } from 'typeorm';
import { ContactMessage } from '../../entities';
import type { ContactMessageInput } from '../../entities/ContactMessageInput';
import { contactNotification } from './email/contactNotification';
import { enqueueEmail } from './email/outbox';

/** The answer to a contact message; the page does not read it (the spec shows only a toast). */
export interface ContactResult {
  success: true;
  message: string;
}

/** Stores the message, then queues its copy to the owner: a mail problem never loses the message or fails the visitor. */
export async function saveContactMessage(db: DataSource, input: ContactMessageInput, notify: { ownerEmail: string; siteUrl: string }): Promise<ContactResult> {
  await db.getRepository(ContactMessage).insert({
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    createdAt: new Date(),
  });
  try {
    await enqueueEmail(db, contactNotification(input, notify.ownerEmail, notify.siteUrl, (await currentSettings(db)).identity.name));
  } catch (error) {
    console.error('[mail] could not queue the contact notification:', error instanceof Error ? error.message : error);
  }
  return { success: true, message: 'Message received' };
}
