import { ContactMessageInput } from '../../entities/ContactMessageInput';
import { saveContactMessage } from '../services/contact';
import { defineApi } from './define';

export const contactApi = defineApi('contact', (api) => {
  api.post('/contact', ContactMessageInput, ({ db, config }, { body }) => saveContactMessage(db, body, { mail: config.mail, siteUrl: config.siteUrl }), { status: 201 });
});
