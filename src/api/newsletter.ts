import { SubscribeInput } from '../../entities/NewsletterSubscriberInput';
import { subscribe } from '../services/newsletter';
import { defineApi } from './define';

export const newsletterApi = defineApi('newsletter', (api) => {
  api.post('/newsletter/subscribe', SubscribeInput, ({ db }, { body }) => subscribe(db, body.email), { status: 201 });
});
