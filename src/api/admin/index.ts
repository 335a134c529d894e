// The admin API tables; every endpoint in them requires the admin key.
import { adminAnalyticsApi } from './analytics';
import { adminBackupApi } from './backup';
import { adminCommentsApi } from './comments';
import { adminBlogApi, adminEssaysApi, adminPagesApi } from './content';
import { adminDashboardApi } from './dashboard';
import { adminImportApi } from './imports';
import { adminEmailsApi } from './emails';
import { adminFediverseApi } from './fediverse';
import { adminLegacyApi } from './legacy';
import { adminMarkdownApi } from './markdown';
import { adminLibraryApis } from './library';
import { adminMediaApi } from './media';
import { adminMessagesApi } from './messages';
import { newsletterSendApis } from './newsletterSends';
import { adminRedirectsApi } from './redirects';
import { adminSampleContentApi } from './sampleContent';
import { adminSeedApi } from './seed';
import { adminSettingsApi } from './settings';
import { adminSubscribersApi } from './subscribers';

export const adminApis = [adminSeedApi, adminSampleContentApi, adminBlogApi, adminEssaysApi, adminPagesApi, adminSubscribersApi, adminLegacyApi, adminMessagesApi, adminMediaApi, ...adminLibraryApis, adminDashboardApi, adminEmailsApi, ...newsletterSendApis, adminBackupApi, adminImportApi, adminAnalyticsApi, adminRedirectsApi, adminSettingsApi, adminMarkdownApi, adminFediverseApi, adminCommentsApi];
