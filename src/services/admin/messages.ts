// Contact messages for the admin, newest first.
import type { DataSource } from 'typeorm';
import { ContactMessage } from '../../../entities';
import type { AdminContactMessageDto } from '../../../views/api/adminTypes';

/** The most messages one list answers. */
export const MESSAGES_LIST_LIMIT = 500;

export async function listContactMessages(db: DataSource): Promise<AdminContactMessageDto[]> {
  const rows = await db.getRepository(ContactMessage).find({ order: { createdAt: 'DESC', id: 'DESC' }, take: MESSAGES_LIST_LIMIT });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}
