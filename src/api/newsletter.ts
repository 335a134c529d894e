import { SubscribeInput } from '../../entities/NewsletterSubscriberInput';
import { runInBackground } from '../lib/backgroundWork';
import { bumpContentVersion } from '../services/contentVersions';
import { subscribe, subscribedAnswer } from '../services/newsletter';
import { newsletterReach } from '../services/newsletterReach';
import { defineApi } from './define';

/** How long a signup answered before an outage keeps trying to reach the database. */
const SIGNUP_RETRY_MS = 60_000;

export const newsletterApi = defineApi('newsletter', (api) => {
  api.get('/newsletter/reach', ({ db }) => newsletterReach(db), { cached: true });
  api.post('/newsletter/subscribe', SubscribeInput, async ({ db, config }, { body }) => {
    // The spec's answer goes out before the work is done: a new address (a row, a confirmation
    // email) and a known one (nothing to do) then answer in the same time, so the form's timing
    // tells nobody who is on the list.
    // The answer has promised the subscription, so a database outage delays the work rather than losing it.
    runInBackground(
      'newsletter signup',
      async () => {
        await subscribe(db, body.email, { mail: config.mail, siteUrl: config.siteUrl, source: body.source });
        await bumpContentVersion(db, 'newsletter');
      },
      { retryWhileDatabaseUnavailableMs: SIGNUP_RETRY_MS },
    );
    return subscribedAnswer(config.mail.doubleOptIn);
  }, { status: 201 });
});
