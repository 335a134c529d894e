import { LegacySubmissionInput } from '../../entities/LegacySubmissionInput';
import { BadRequestError } from '../errors';
import { clientKey } from '../lib/clientKey';
import { heartStatement, isLegacyFilter, LEGACY_FILTERS, listApprovedSubmissions, submitStatement } from '../services/legacy';
import { defineApi } from './define';
import { idParam } from './idParam';

function filterParam(raw: string) {
  if (isLegacyFilter(raw)) return raw;
  throw new BadRequestError(`Invalid filter: must be one of ${LEGACY_FILTERS.join(', ')}`, [
    { field: 'filter', messages: [`filter must be one of ${LEGACY_FILTERS.join(', ')}`] },
  ]);
}

export const legacyApi = defineApi('legacy', (api) => {
  api.get('/legacy', ({ db }) => listApprovedSubmissions(db, 'recent'));
  api.get('/legacy/:filter', ({ db }, { params }) => listApprovedSubmissions(db, filterParam(params.filter)));
  api.post('/legacy/submit', LegacySubmissionInput, ({ db }, { body }) => submitStatement(db, body), { status: 201 });
  // The visitor is known only by a keyed hash of their address, never the address itself.
  api.post('/legacy/:id/heart', undefined, ({ db, config }, { params, ctx }) =>
    heartStatement(db, idParam(params), clientKey(ctx.ip, config.adminSecret)));
});
