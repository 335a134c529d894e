import type { DataSource } from 'typeorm';
import { ContactMessage } from '../../entities';
import type { ContactMessageInput } from '../../entities/ContactMessageInput';

/** The answer to a contact message; the page does not read it (the spec shows only a toast). */
export interface ContactResult {
  success: true;
  message: string;
}

export async function saveContactMessage(db: DataSource, input: ContactMessageInput): Promise<ContactResult> {
  await db.getRepository(ContactMessage).insert({
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    createdAt: new Date(),
  });
  return { success: true, message: 'Message received' };
}
