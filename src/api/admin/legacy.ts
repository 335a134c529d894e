import { ModerationListInput } from '../../../entities/ModerationListInput';
import { approveStatement, listForModeration, rejectStatement, removeStatement } from '../../services/admin/legacy';
import { defineApi } from '../define';
import { idParam } from '../idParam';
import { validateQuery } from '../validateInput';

export const adminLegacyApi = defineApi('legacy', (api) => {
  api.get('/admin/legacy', async ({ db }, { query }) => {
    const { status = 'pending' } = await validateQuery(ModerationListInput, query);
    return listForModeration(db, status);
  }, { admin: true });
  api.post('/admin/legacy/:id/approve', undefined, ({ db }, { params }) => approveStatement(db, idParam(params)), { admin: true });
  api.post('/admin/legacy/:id/reject', undefined, ({ db }, { params }) => rejectStatement(db, idParam(params)), { admin: true });
  api.delete('/admin/legacy/:id', ({ db }, { params }) => removeStatement(db, idParam(params)), { admin: true });
});
