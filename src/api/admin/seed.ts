import { SeedAdminInput } from '../../../entities/SeedAdminInput';
import { seedDatabase } from '../../services/admin/seed';
import { EVERY_AREA } from '../../services/contentVersions';
import { defineApi } from '../define';

export const adminSeedApi = defineApi(EVERY_AREA, (api) => {
  api.post('/admin/seed', SeedAdminInput, ({ db }, { body }) => seedDatabase(db, body.force ?? false), { admin: true });
});
