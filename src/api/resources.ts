import { ResourceListInput } from '../../entities/ResourceListInput';
import { listResources, recordDownload } from '../services/resources';
import { defineApi, Redirect } from './define';
import { idParam } from './idParam';
import { validateQuery } from './validateInput';

export const resourcesApi = defineApi('resources', (api) => {
  api.get('/resources', async ({ db }, { query }) => listResources(db, (await validateQuery(ResourceListInput, query)).type), { cached: true });
  api.get('/resources/:id/download', async ({ db }, { params }) => new Redirect(await recordDownload(db, idParam(params))), { records: true });
});
