import { EVERY_AREA } from '../../services/contentVersions';
import { backupSummary } from '../../services/transfer/backupSummary';
import { defineApi } from '../define';

export const adminBackupApi = defineApi(EVERY_AREA, (api) => {
  api.get('/admin/backup', ({ db, config }) => backupSummary(db, config.adminSecret), { admin: true, noStore: true });
});
