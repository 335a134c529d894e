import { SubscriberBulkLabelsInput, SubscriberCreateInput, SubscriberLabelsInput, SubscriberStateInput } from '../../../entities/SubscriberAdminInput';
import { addSubscriberByHand } from '../../services/admin/addSubscriber';
import { editLabelsInBulk, labelsInUse, setSubscriberLabels } from '../../services/admin/subscriberLabels';
import { deleteSubscriber, listSubscribers, setSubscriberActive, subscribersCsv, subscribersCsvFileName } from '../../services/admin/subscribers';
import { defineApi, FileDownload } from '../define';
import { idParam } from '../idParam';

export const adminSubscribersApi = defineApi('newsletter', (api) => {
  api.get('/admin/subscribers', ({ db }) => listSubscribers(db), { admin: true });
  api.get('/admin/subscribers/export', async ({ db }) =>
    new FileDownload(subscribersCsvFileName(), 'text/csv; charset=utf-8', await subscribersCsv(db)), { admin: true });
  api.get('/admin/subscribers/labels', ({ db }) => labelsInUse(db), { admin: true });
  api.post('/admin/subscribers', SubscriberCreateInput, ({ db, config }, { body }) => addSubscriberByHand(db, body, { mail: config.mail, siteUrl: config.siteUrl }), { admin: true, status: 201 });
  api.post('/admin/subscribers/labels', SubscriberBulkLabelsInput, ({ db }, { body }) => editLabelsInBulk(db, body.ids, body.add, body.remove), { admin: true });
  api.put('/admin/subscribers/:id', SubscriberStateInput, ({ db }, { params, body }) => setSubscriberActive(db, idParam(params), body.isActive), { admin: true });
  api.patch('/admin/subscribers/:id', SubscriberLabelsInput, ({ db }, { params, body }) => setSubscriberLabels(db, idParam(params), body.labels), { admin: true });
  api.delete('/admin/subscribers/:id', ({ db }, { params }) => deleteSubscriber(db, idParam(params)), { admin: true });
});
