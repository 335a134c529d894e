import { listContactMessages } from '../../services/admin/messages';
import { defineApi } from '../define';

export const adminMessagesApi = defineApi('contact', (api) => {
  api.get('/admin/messages', ({ db }) => listContactMessages(db), { admin: true });
});
