// The one rule for what the public may read: a publish time that is set and not in the future.
// Drafts (no publish time) and scheduled items stay hidden until their time comes.
import { LessThanOrEqual, type FindOperator } from 'typeorm';

/** A `where` condition on publishedAt; NULL never compares true, so drafts are excluded too. */
export const publishedBy = (now: Date = new Date()): FindOperator<Date> => LessThanOrEqual(now);

/** Newest first; the id breaks ties so the order is stable. */
export const newestFirst = { publishedAt: 'DESC', id: 'DESC' } as const;
