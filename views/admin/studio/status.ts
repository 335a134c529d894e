// How a status reads: 'Draft', 'Scheduled' (for a time, in the owner's time zone) or 'Published'.
import type { ContentStatus } from '../../api/adminTypes';
import { formatOwnerTime } from './ownerTime';

export const STATUS_LABELS: Record<ContentStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

/** The status with its time when scheduled: 'Scheduled for Mar 4, 2027, 09:30'. */
export const statusText = (status: ContentStatus, publishedAt: string | null) =>
  status === 'scheduled' && publishedAt ? `Scheduled for ${formatOwnerTime(publishedAt)}` : STATUS_LABELS[status];
