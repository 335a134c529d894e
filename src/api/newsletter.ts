import { SubscribeInput } from '../../entities/NewsletterSubscriberInput';
import { subscribe } from '../services/newsletter';
import { defineApi } from './define';

export const newsletterApi = defineApi('newsletter', (api) => {
  api.post('/newsletter/subscribe', SubscribeInput, ({ db, config }, { body }) => subscribe(db, body.email, { mail: config.mail, siteUrl: config.siteUrl, source: body.source }), { status: 201 });
});
