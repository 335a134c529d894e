import { EssayAdminInput } from '../../../entities/EssayAdminInput';
import { createEssay, getAdminEssay, listAdminEssays, updateEssay } from '../../services/admin/essays';
import { defineApi } from '../define';
import { idParam } from '../idParam';

export const adminEssaysApi = defineApi('essays', (api) => {
  api.get('/admin/ai-islam', ({ db }) => listAdminEssays(db), { admin: true });
  api.post('/admin/ai-islam', EssayAdminInput, ({ db }, { body }) => createEssay(db, body), { admin: true, status: 201 });
  api.get('/admin/ai-islam/:id', ({ db }, { params }) => getAdminEssay(db, idParam(params)), { admin: true });
  api.put('/admin/ai-islam/:id', EssayAdminInput, ({ db }, { params, body }) => updateEssay(db, idParam(params), body), { admin: true });
});
