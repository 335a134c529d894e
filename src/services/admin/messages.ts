// Contact messages for the admin, newest first: the inbox or the archive, marked read or
// unread, archived, deleted.
import { IsNull, Not, type DataSource } from 'typeorm';
import { ContactMessage } from '../../../entities';
import type { AdminContactMessageDto } from '../../../views/api/adminTypes';
import { NotFoundError } from '../../errors';

/** The most messages one list answers. */
export const MESSAGES_LIST_LIMIT = 500;

const toDto = (row: ContactMessage): AdminContactMessageDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
  archived: row.archivedAt !== null,
});

export async function listContactMessages(db: DataSource, archived = false): Promise<AdminContactMessageDto[]> {
  const rows = await db.getRepository(ContactMessage).find({
    where: { archivedAt: archived ? Not(IsNull()) : IsNull() },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: MESSAGES_LIST_LIMIT,
  });
  return rows.map(toDto);
}

export async function updateMessage(db: DataSource, id: number, change: { read?: boolean; archived?: boolean }): Promise<AdminContactMessageDto> {
  const repo = db.getRepository(ContactMessage);
  const row = await repo.findOneBy({ id });
  if (!row) throw new NotFoundError('Message not found');
  const now = new Date();
  if (change.read !== undefined) row.readAt = change.read ? (row.readAt ?? now) : null;
  if (change.archived !== undefined) row.archivedAt = change.archived ? (row.archivedAt ?? now) : null;
  return toDto(await repo.save(row));
}

export async function deleteMessage(db: DataSource, id: number): Promise<{ success: true }> {
  const result = await db.getRepository(ContactMessage).delete({ id });
  if (!result.affected) throw new NotFoundError('Message not found');
  return { success: true };
}
