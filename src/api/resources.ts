import { RESOURCE_TYPES } from '../../entities/Resource';
import { BadRequestError } from '../errors';
import { isResourceType, listResources, recordDownload } from '../services/resources';
import { defineApi, Redirect } from './define';
import { idParam } from './idParam';

/** The optional ?type=: absent means every type; anything else must name one. */
function typeParam(query: URLSearchParams) {
  const raw = query.get('type');
  if (raw === null || isResourceType(raw)) return raw ?? undefined;
  throw new BadRequestError(`Invalid type: must be one of ${RESOURCE_TYPES.join(', ')}`, [
    { field: 'type', messages: [`type must be one of ${RESOURCE_TYPES.join(', ')}`] },
  ]);
}

export const resourcesApi = defineApi('resources', (api) => {
  api.get('/resources', ({ db }, { query }) => listResources(db, typeParam(query)), { cached: true });
  api.get('/resources/:id/download', async ({ db }, { params }) => new Redirect(await recordDownload(db, idParam(params))), { records: true });
});
