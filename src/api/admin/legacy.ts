import { BadRequestError } from '../../errors';
import { approveStatement, isModerationStatus, listForModeration, MODERATION_STATUSES, rejectStatement, removeStatement } from '../../services/admin/legacy';
import { defineApi } from '../define';
import { idParam } from '../idParam';

/** ?status=pending (the default) or approved. */
function statusParam(query: URLSearchParams) {
  const raw = query.get('status') ?? 'pending';
  if (isModerationStatus(raw)) return raw;
  const message = `status must be one of ${MODERATION_STATUSES.join(', ')}`;
  throw new BadRequestError(`Invalid status: ${message}`, [{ field: 'status', messages: [message] }]);
}

export const adminLegacyApi = defineApi('legacy', (api) => {
  api.get('/admin/legacy', ({ db }, { query }) => listForModeration(db, statusParam(query)), { admin: true });
  api.post('/admin/legacy/:id/approve', undefined, ({ db }, { params }) => approveStatement(db, idParam(params)), { admin: true });
  api.post('/admin/legacy/:id/reject', undefined, ({ db }, { params }) => rejectStatement(db, idParam(params)), { admin: true });
  api.delete('/admin/legacy/:id', ({ db }, { params }) => removeStatement(db, idParam(params)), { admin: true });
});
