import { listSubscribers, subscribersCsv, subscribersCsvFileName } from '../../services/admin/subscribers';
import { defineApi, FileDownload } from '../define';

export const adminSubscribersApi = defineApi('newsletter', (api) => {
  api.get('/admin/subscribers', ({ db }) => listSubscribers(db), { admin: true });
  api.get('/admin/subscribers/export', async ({ db }) =>
    new FileDownload(subscribersCsvFileName(), 'text/csv; charset=utf-8', await subscribersCsv(db)), { admin: true });
});
