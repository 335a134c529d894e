import { SubscriberStateInput } from '../../../entities/SubscriberAdminInput';
import { deleteSubscriber, listSubscribers, setSubscriberActive, subscribersCsv, subscribersCsvFileName } from '../../services/admin/subscribers';
import { defineApi, FileDownload } from '../define';
import { idParam } from '../idParam';

export const adminSubscribersApi = defineApi('newsletter', (api) => {
  api.get('/admin/subscribers', ({ db }) => listSubscribers(db), { admin: true });
  api.get('/admin/subscribers/export', async ({ db }) =>
    new FileDownload(subscribersCsvFileName(), 'text/csv; charset=utf-8', await subscribersCsv(db)), { admin: true });
  api.put('/admin/subscribers/:id', SubscriberStateInput, ({ db }, { params, body }) => setSubscriberActive(db, idParam(params), body.isActive), { admin: true });
  api.delete('/admin/subscribers/:id', ({ db }, { params }) => deleteSubscriber(db, idParam(params)), { admin: true });
});
