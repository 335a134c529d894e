import { ContactMessageInput } from '../../entities/ContactMessageInput';
import { saveContactMessage } from '../services/contact';
import { defineApi } from './define';

export const contactApi = defineApi('contact', (api) => {
  api.post('/contact', ContactMessageInput, ({ db }, { body }) => saveContactMessage(db, body), { status: 201 });
});
