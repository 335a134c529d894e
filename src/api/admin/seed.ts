import { SeedAdminInput } from '../../../entities/SeedAdminInput';
import { seedDatabase } from '../../services/admin/seed';
import { defineApi } from '../define';

export const adminSeedApi = defineApi((api) => {
  api.post('/admin/seed', SeedAdminInput, ({ db }, { body }) => seedDatabase(db, body.force ?? false), { admin: true });
});
