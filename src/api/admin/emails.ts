// The outbox in the admin: every email the site sent or would send, newest first, each as
// stored; and the addresses that bounced for good, which the owner can clear.
import { clearSuppression, getOutboxEmail, listOutbox, listSuppressions } from '../../services/email/outbox';
import { defineApi } from '../define';
import { idParam } from '../idParam';

export const adminEmailsApi = defineApi('contact', (api) => {
  api.get('/admin/emails', ({ db }) => listOutbox(db), { admin: true, noStore: true });
  api.get('/admin/emails/suppressions', ({ db }) => listSuppressions(db), { admin: true, noStore: true });
  api.delete('/admin/emails/suppressions/:id', ({ db }, { params }) => clearSuppression(db, idParam(params)), { admin: true });
  api.get('/admin/emails/:id', ({ db, config }, { params }) => getOutboxEmail(db, idParam(params), config.adminSecret), { admin: true, noStore: true });
});
