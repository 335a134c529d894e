// What the dashboard shows: what needs the owner, and how much there is. Counts only, in a
// fixed number of queries.
import { IsNull, MoreThan, type DataSource } from 'typeorm';
import { BlogPost, Book, Comment, ContactMessage, Essay, LegacySubmission, NewsletterSubscriber, Resource } from '../../../entities';
import type { AdminDashboardDto } from '../../../views/api/adminTypes';
import { readersNow } from '../analytics/analyticsReport';
import type { MailConfig } from '../../config';
import { currentMailFault } from '../email/mailPause';
import { mailOffReason } from '../email/mailOff';

export async function dashboard(db: DataSource, countsReaders: boolean, mail: Pick<MailConfig, 'smtpUrl'>, now = new Date()): Promise<AdminDashboardDto> {
  const count = <T extends object>(entity: new () => T, where: object = {}) => db.getRepository(entity).count({ where: where as never });
  const [pendingStatements, pendingComments, unreadMessages, postDrafts, essayDrafts, postsScheduled, essaysScheduled, posts, essays, books, resources, activeSubscribers, mailFault] = await Promise.all([
    count(LegacySubmission, { status: 'pending' }),
    count(Comment, { status: 'pending' }),
    count(ContactMessage, { readAt: IsNull(), archivedAt: IsNull() }),
    count(BlogPost, { publishedAt: IsNull() }),
    count(Essay, { publishedAt: IsNull() }),
    count(BlogPost, { publishedAt: MoreThan(now) }),
    count(Essay, { publishedAt: MoreThan(now) }),
    count(BlogPost),
    count(Essay),
    count(Book),
    count(Resource),
    count(NewsletterSubscriber, { isActive: true }),
    currentMailFault(db),
  ]);
  const readers = countsReaders ? await readersNow(db, now) : null;
  return {
    needs: { pendingStatements, pendingComments, unreadMessages, drafts: postDrafts + essayDrafts, scheduled: postsScheduled + essaysScheduled },
    counts: { posts, essays, books, resources, activeSubscribers },
    mailFault: mailFault?.fault ?? null,
    mailOff: mailOffReason(mail),
    readers,
  };
}
