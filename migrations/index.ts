import { Initial1763800000000 } from './1763800000000-Initial';
import { RateLimits1763850000000 } from './1763850000000-RateLimits';
import { AdminLockout1763900000000 } from './1763900000000-AdminLockout';
import { ContentVersions1764000000000 } from './1764000000000-ContentVersions';
import { ScheduledPublishing1764100000000 } from './1764100000000-ScheduledPublishing';
import { WritingStudio1764200000000 } from './1764200000000-WritingStudio';
import { MediaStore1764300000000 } from './1764300000000-MediaStore';
import { AdminInbox1764320000000 } from './1764320000000-AdminInbox';
import { MailOutbox1764400000000 } from './1764400000000-MailOutbox';
import { Subscriptions1764410000000 } from './1764410000000-Subscriptions';
import { NewsletterSends1764420000000 } from './1764420000000-NewsletterSends';
import { MailDelivery1764500000000 } from './1764500000000-MailDelivery';
import { Imports1764600000000 } from './1764600000000-Imports';
import { SocialCards1764700000000 } from './1764700000000-SocialCards';
import { Analytics1764800000000 } from './1764800000000-Analytics';
import { Settings1764900000000 } from './1764900000000-Settings';
import { SeededItems1764930000000 } from './1764930000000-SeededItems';
import { Pages1764950000000 } from './1764950000000-Pages';
import { JobOwners1764960000000 } from './1764960000000-JobOwners';
import { Redirects1764960000000 } from './1764960000000-Redirects';
import { Categories1764970000000 } from './1764970000000-Categories';
import { NewsletterSegments1764985000000 } from './1764985000000-NewsletterSegments';
import { SubscriberNames1764986000000 } from './1764986000000-SubscriberNames';
import { ImportIdentity1764987000000 } from './1764987000000-ImportIdentity';
import { NewsletterFigures1764988000000 } from './1764988000000-NewsletterFigures';
import { Fediverse1764990000000 } from './1764990000000-Fediverse';

/** Every migration, oldest first. The bundle cannot glob files, so each is listed here. */
export const allMigrations = [Initial1763800000000, RateLimits1763850000000, AdminLockout1763900000000, ContentVersions1764000000000, ScheduledPublishing1764100000000, WritingStudio1764200000000, MediaStore1764300000000, AdminInbox1764320000000, MailOutbox1764400000000, Subscriptions1764410000000, NewsletterSends1764420000000, MailDelivery1764500000000, Imports1764600000000, SocialCards1764700000000, Analytics1764800000000, Settings1764900000000, SeededItems1764930000000, Pages1764950000000, JobOwners1764960000000, Redirects1764960000000, Categories1764970000000, NewsletterSegments1764985000000, SubscriberNames1764986000000, ImportIdentity1764987000000, NewsletterFigures1764988000000, Fediverse1764990000000];
