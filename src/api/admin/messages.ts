import { MessageListInput, MessageStateInput } from '../../../entities/MessageAdminInput';
import { deleteMessage, listContactMessages, updateMessage } from '../../services/admin/messages';
import { defineApi } from '../define';
import { idParam } from '../idParam';
import { validateQuery } from '../validateInput';

export const adminMessagesApi = defineApi('contact', (api) => {
  api.get('/admin/messages', async ({ db }, { query }) => listContactMessages(db, (await validateQuery(MessageListInput, query)).archived === 'true'), { admin: true });
  api.put('/admin/messages/:id', MessageStateInput, ({ db }, { params, body }) => updateMessage(db, idParam(params), body), { admin: true });
  api.delete('/admin/messages/:id', ({ db }, { params }) => deleteMessage(db, idParam(params)), { admin: true });
});
