// Moving in: POST a file (an export of Ghost, WordPress or Substack, a members CSV, a zip of
// markdown, or a backup of this site) and follow its job. The file is recognised by its content.
import { ImportFieldsInput } from '../../../entities/ImportInput';
import { EVERY_AREA } from '../../services/contentVersions';
import { getImportJob, listImportJobs, startImport } from '../../services/import/importJob';
import { categoryChooser } from '../../services/import/siteCategories';
import { defineApi } from '../define';
import { idParam } from '../idParam';
import { receiveUpload, uploadFolderOf } from '../readUpload';
import { validateBody } from '../validateInput';

/** An export with its images, or a backup with its media, can be large; it waits on the disk, never in memory. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024 * 1024;
export const IMPORT_UPLOAD_PATH = '/api/admin/import';

export const adminImportApi = defineApi(EVERY_AREA, (api) => {
  api.post('/admin/import', undefined, async ({ db, config }, { ctx }) => {
    const upload = await receiveUpload(ctx, MAX_IMPORT_BYTES, uploadFolderOf(config.dataDir));
    let fields: ImportFieldsInput;
    try {
      fields = await validateBody(ImportFieldsInput, upload.fields);
      // Choices of category naming no category of the site are refused before the job starts.
      await categoryChooser(db, fields.categories);
    } catch (error) {
      await upload.discard();
      throw error;
    }
    return startImport(db, config, { filePath: upload.filePath, fileName: upload.fileName, into: fields.into ?? 'blog', dryRun: fields.dryRun === 'true', replace: fields.replace === 'true', settings: fields.settings === 'true', categories: fields.categories });
  }, { admin: true, status: 202 });
  api.get('/admin/import', ({ db }) => listImportJobs(db), { admin: true, noStore: true });
  api.get('/admin/import/:id', ({ db }, { params }) => getImportJob(db, idParam(params)), { admin: true, noStore: true });
});
