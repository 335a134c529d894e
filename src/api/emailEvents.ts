// Providers' webhooks of bounces and complaints after the fact. Each answers 404 until its
// credentials are configured (MAILGUN_WEBHOOK_SIGNING_KEY; POSTMARK_WEBHOOK_USER and _PASSWORD):
// an endpoint nobody can authenticate to should not seem to exist. Verified first, then applied;
// every Mailgun token is remembered, whatever its event (../services/email/webhookTokens.ts).
import { NotFoundError } from '../errors';
import { applyProviderEvent } from '../services/email/providerEvents';
import { mailgunEvent, postmarkEvent } from '../services/email/providerPayloads';
import { checkBasicAuth, checkMailgunSignature } from '../services/email/webhookAuth';
import { receiveMailgunEvent } from '../services/email/webhookTokens';
import { defineApi } from './define';

const ignored = { received: true, ignored: true };

export const emailEventsApi = defineApi('newsletter', (api) => {
  api.post('/email/events/mailgun', undefined, async ({ db, config }, { body }) => {
    const key = config.mail.webhooks.mailgunSigningKey;
    if (!key) throw new NotFoundError();
    const signature = checkMailgunSignature(key, (body as Record<string, unknown>).signature);
    return receiveMailgunEvent(db, signature, () => mailgunEvent(body, signature.token));
  }, { signed: true });
  api.post('/email/events/postmark', undefined, async ({ db, config }, { body, ctx }) => {
    const credentials = config.mail.webhooks.postmark;
    if (!credentials) throw new NotFoundError();
    checkBasicAuth(ctx.get('authorization') || undefined, credentials);
    const event = postmarkEvent(body);
    return event ? applyProviderEvent(db, event) : ignored;
  }, { signed: true });
});
