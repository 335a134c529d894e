import { dashboard } from '../../services/admin/dashboard';
import { EVERY_AREA } from '../../services/contentVersions';
import { defineApi } from '../define';

export const adminDashboardApi = defineApi(EVERY_AREA, (api) => {
  api.get('/admin/dashboard', ({ db, config }) => dashboard(db, config.analytics.enabled, config.mail), { admin: true });
});
