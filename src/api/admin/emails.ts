// The outbox in the admin: every email the site sent or would send, a page at a time, newest
// first, filtered by status and send, each as stored; whether mail is going out; the sends,
// with one action each to retry a send's failed emails and to undo the suppressions its bounces
// caused, and what each did (delivered, bounced, complained, clicks per link); the addresses that
// bounced for good, which the owner can clear; the emails a restore held, which the owner may
// release; and the DNS records that make the mail trusted.
import { OutboxListInput } from '../../../entities/OutboxListInput';
import { mailDnsRecords } from '../../services/email/mailDns';
import { ownerAddress } from '../../services/email/ownerAddress';
import { mailStatus } from '../../services/email/mailPause';
import { listSends, retryFailedOfSend, undoSuppressionsOfSend } from '../../services/email/newsletterSends';
import { sendFigures } from '../../services/email/sendFigures';
import { clearSuppression, getOutboxEmail, listOutbox, listSuppressions, releaseHeldEmails } from '../../services/email/outbox';
import { defineApi } from '../define';
import { idParam } from '../idParam';
import { validateQuery } from '../validateInput';

export const adminEmailsApi = defineApi('contact', (api) => {
  api.get('/admin/emails', async ({ db }, { query }) => {
    const { page, status, sendId } = await validateQuery(OutboxListInput, query);
    return listOutbox(db, { page: Number(page ?? 1), status, sendId: sendId === undefined ? undefined : Number(sendId) });
  }, { admin: true, noStore: true });
  api.get('/admin/emails/status', ({ db, config }) => mailStatus(db, config.mail), { admin: true, noStore: true });
  api.get('/admin/emails/sends', async ({ db, config }) => Promise.all((await listSends(db, config.siteUrl)).map(async (send) => ({ ...send, figures: await sendFigures(db, send.id) }))), { admin: true, noStore: true });
  api.get('/admin/emails/dns', async ({ db, config }) => mailDnsRecords(config.mail, await ownerAddress(db, config.mail)), { admin: true, noStore: true });
  api.post('/admin/emails/sends/:id/retry', undefined, ({ db }, { params }) => retryFailedOfSend(db, idParam(params)), { admin: true });
  api.post('/admin/emails/sends/:id/unsuppress', undefined, ({ db }, { params }) => undoSuppressionsOfSend(db, idParam(params)), { admin: true });
  api.post('/admin/emails/held/release', undefined, ({ db }) => releaseHeldEmails(db), { admin: true });
  api.get('/admin/emails/suppressions', ({ db }) => listSuppressions(db), { admin: true, noStore: true });
  api.delete('/admin/emails/suppressions/:id', ({ db }, { params }) => clearSuppression(db, idParam(params)), { admin: true });
  api.get('/admin/emails/:id', ({ db, config }, { params }) => getOutboxEmail(db, idParam(params), config.adminSecret), { admin: true, noStore: true });
});
