import { AnalyticsRangeInput } from '../../../entities/AnalyticsRangeInput';
import { analyticsCsv, analyticsCsvFileName } from '../../services/analytics/analyticsCsv';
import { dayRange } from '../../services/analytics/analyticsRange';
import { analyticsReport } from '../../services/analytics/analyticsReport';
import { sendReport } from '../../services/analytics/sendReport';
import { EVERY_AREA } from '../../services/contentVersions';
import { defineApi, FileDownload } from '../define';
import { validateQuery } from '../validateInput';

export const adminAnalyticsApi = defineApi(EVERY_AREA, (api) => {
  api.get('/admin/analytics', async ({ db }, { query }) => analyticsReport(db, dayRange(await validateQuery(AnalyticsRangeInput, query))), { admin: true });
  api.get('/admin/analytics/sends', ({ db, config }) => sendReport(db, config.siteUrl), { admin: true });
  api.get('/admin/analytics.csv', async ({ db }, { query }) => {
    const range = dayRange(await validateQuery(AnalyticsRangeInput, query));
    return new FileDownload(analyticsCsvFileName(range), 'text/csv; charset=utf-8', await analyticsCsv(db, range));
  }, { admin: true });
});
