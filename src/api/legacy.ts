import { LegacySubmissionInput } from '../../entities/LegacySubmissionInput';
import { LegacyWallInput } from '../../entities/LegacyWallInput';
import { clientKey } from '../lib/clientKey';
import { heartStatement, listApprovedSubmissions, submitStatement } from '../services/legacy';
import { defineApi } from './define';
import { idParam } from './idParam';
import { validateParams } from './validateInput';

export const legacyApi = defineApi('legacy', (api) => {
  api.get('/legacy', ({ db }) => listApprovedSubmissions(db, 'recent'));
  api.get('/legacy/:filter', async ({ db }, { params }) => listApprovedSubmissions(db, (await validateParams(LegacyWallInput, params)).filter));
  api.post('/legacy/submit', LegacySubmissionInput, ({ db }, { body }) => submitStatement(db, body), { status: 201 });
  // The visitor is known only by a keyed hash of their address, never the address itself.
  api.post('/legacy/:id/heart', undefined, ({ db, config }, { params, ctx }) =>
    heartStatement(db, idParam(params), clientKey(ctx.ip, config.adminSecret)));
});
