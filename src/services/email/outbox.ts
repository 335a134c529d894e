// The outbox: every email is stored here before it is sent, so nothing is lost if SMTP is down
// or not configured, and the admin can show every email the site sent or would have sent.
import type { DataSource, EntityManager } from 'typeorm';
import { EmailSuppression } from '../../../entities/EmailSuppression';
import { OutboxEmail } from '../../../entities/OutboxEmail';
import type { AdminEmailDto, AdminEmailPageDto, AdminEmailSummaryDto, EmailSuppressionDto } from '../../../views/api/adminTypes';
import { NotFoundError } from '../../errors';
import { emailViewPath } from './emailViews';
import { displayName, oneLine, siteHeaders } from './outboxRules';

/** An address header as nodemailer takes it: the name is display text, the address is validated elsewhere. */
export interface EmailAddress {
  name: string;
  address: string;
}

export interface OutgoingEmail {
  kind: string;
  to: string;
  replyTo?: EmailAddress;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  sendId?: number;
}

export async function enqueueEmail(db: DataSource | EntityManager, email: OutgoingEmail, now = new Date()): Promise<number> {
  const result = await db.getRepository(OutboxEmail).insert({
    kind: email.kind,
    toAddress: email.to.trim().toLowerCase(),
    replyTo: email.replyTo ? email.replyTo.address.trim().toLowerCase() : null,
    replyToName: email.replyTo ? displayName(email.replyTo.name) : null,
    subject: oneLine(email.subject).slice(0, 300),
    html: email.html,
    text: email.text,
    headers: JSON.stringify(siteHeaders(email.headers)),
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    leaseUntil: null,
    lastError: null,
    createdAt: now,
    sentAt: null,
    sendId: email.sendId ?? null,
  });
  return Number(result.identifiers[0].id);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toSummary = (row: OutboxEmail): AdminEmailSummaryDto => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: iso(row.sentAt),
});

const PAGE_SIZE = 50;

export interface OutboxFilter {
  page: number;
  status?: AdminEmailSummaryDto['status'];
  sendId?: number;
}

/** One page of the outbox, newest first, of one status and one send when asked. */
export async function listOutbox(db: DataSource, { page, status, sendId }: OutboxFilter): Promise<AdminEmailPageDto> {
  const where = { ...(status ? { status } : {}), ...(sendId !== undefined ? { sendId } : {}) };
  const [rows, total] = await db.getRepository(OutboxEmail).findAndCount({
    select: { id: true, kind: true, toAddress: true, subject: true, status: true, attempts: true, lastError: true, createdAt: true, sentAt: true },
    where,
    order: { id: 'DESC' },
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  return { emails: rows.map(toSummary), total, page, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function getOutboxEmail(db: DataSource, id: number, adminSecret: string): Promise<AdminEmailDto> {
  const row = await db.getRepository(OutboxEmail).findOneBy({ id });
  if (!row) throw new NotFoundError('Email not found');
  return { ...toSummary(row), replyTo: row.replyTo && (row.replyToName ? `${row.replyToName} <${row.replyTo}>` : row.replyTo), headers: JSON.parse(row.headers) as Record<string, string>, html: row.html, text: row.text, viewPath: emailViewPath(adminSecret, row.id) };
}

/** Sends the emails a restore brought back held (the owner's choice, in /admin/emails): queued, due now. */
export async function releaseHeldEmails(db: DataSource, now = new Date()): Promise<{ released: number }> {
  const result = await db.getRepository(OutboxEmail).update({ status: 'held' }, { status: 'queued', nextAttemptAt: now, lastError: null });
  return { released: result.affected ?? 0 };
}

export async function listSuppressions(db: DataSource): Promise<EmailSuppressionDto[]> {
  const rows = await db.getRepository(EmailSuppression).find({ order: { id: 'DESC' } });
  return rows.map((row) => ({ id: row.id, email: row.email, reason: row.reason, createdAt: row.createdAt.toISOString() }));
}

export async function clearSuppression(db: DataSource, id: number): Promise<{ success: true }> {
  const result = await db.getRepository(EmailSuppression).delete({ id });
  if (!result.affected) throw new NotFoundError('Suppressed address not found');
  return { success: true };
}
