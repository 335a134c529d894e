// The owner's redirects, with the import's old addresses listed beside them.
import { RedirectInput } from '../../../entities/RedirectInput';
import { createRedirect, deleteRedirect, listRedirects } from '../../services/redirects';
import { defineApi } from '../define';
import { idParam } from '../idParam';

export const adminRedirectsApi = defineApi('redirects', (api) => {
  const admin = { admin: true };
  api.get('/admin/redirects', ({ db, config }) => listRedirects(db, config.siteUrl), admin);
  api.post('/admin/redirects', RedirectInput, ({ db, config }, { body }) => createRedirect(db, body, config.siteUrl), { ...admin, status: 201 });
  api.delete('/admin/redirects/:id', ({ db }, { params }) => deleteRedirect(db, idParam(params)), admin);
});
