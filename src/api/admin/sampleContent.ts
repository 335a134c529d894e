import { SampleContentRemoveInput } from '../../../entities/SampleContentRemoveInput';
import { removeSampleContent } from '../../services/admin/sampleContent';
import { EVERY_AREA } from '../../services/contentVersions';
import { defineApi } from '../define';

export const adminSampleContentApi = defineApi(EVERY_AREA, (api) => {
  api.post('/admin/sample-content/remove', SampleContentRemoveInput, ({ db }, { body }) => removeSampleContent(db, body.dryRun ?? false), { admin: true });
});
