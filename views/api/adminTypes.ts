// The JSON shapes of the admin API. Types only: nothing here reaches a browser bundle, and
// the public pages never import it.
import type { SendFiguresDto } from './emailFigures';
import type { LegacyModerationStatus, LegacyStatus } from './legacyStatuses';
import type { BlogPostSummaryDto, EssaySummaryDto, LegacySubmissionDto, PageDto } from './types';

export type { LegacyModerationStatus };

/** The public summary, plus what only the admin sees: drafts (no publish date) and the featured flag. */
export interface AdminBlogPostSummaryDto extends Omit<BlogPostSummaryDto, 'publishedAt' | 'categoryLabel'>, StudioSummaryFields {
  /** Null for a draft. */
  publishedAt: string | null;
  isFeatured: boolean;
}

export interface AdminBlogPostDto extends AdminBlogPostSummaryDto, StudioFields {
  /** Sanitised HTML. */
  content: string;
}

export interface AdminEssaySummaryDto extends Omit<EssaySummaryDto, 'publishedAt'>, StudioSummaryFields {
  /** Null for a draft. */
  publishedAt: string | null;
}

export interface AdminEssayDto extends AdminEssaySummaryDto, StudioFields {
  /** Sanitised HTML. */
  bodyHtml: string;
}

export interface AdminPageSummaryDto extends Omit<PageDto, 'publishedAt' | 'content'>, StudioSummaryFields {
  /** Null for a draft. */
  publishedAt: string | null;
}

export interface AdminPageDto extends AdminPageSummaryDto, StudioFields {
  /** Sanitised HTML. */
  content: string;
}

export interface AdminSaveResultDto<T> {
  success: true;
  message: string;
  item: T;
}

export interface SeedCountsDto {
  blogPosts: number;
  books: number;
  quotes: number;
  brainTeasers: number;
}

export interface SeedResultDto {
  success: true;
  message: string;
  counts: SeedCountsDto;
  /** Rows this run inserted (0 when everything was already there). */
  added: number;
}

/** The kinds of sample content the seed loads. */
export type SampleKind = 'blog' | 'essays' | 'books' | 'resources' | 'quotes' | 'brain-teasers' | 'legacy' | 'pages';

/** One kind of sample content that goes (or went): how many and what they are called. */
export interface SampleGroupDto {
  /** 'about': the About settings' sample parts (views/content/sampleAbout.ts). */
  kind: SampleKind | 'media' | 'about';
  label: string;
  count: number;
  titles: string[];
}

/** POST /api/admin/sample-content/remove: what would go (dryRun) or what went. */
export interface SampleContentReportDto {
  dryRun: boolean;
  /** Items (and media items) that go, or went. */
  total: number;
  groups: SampleGroupDto[];
  /** Sample items the owner edited: they stay, as the owner's. */
  keptEdited: number;
  message: string;
}

export interface AdminSubscriberDto {
  id: number;
  email: string;
  subscribedAt: string | null;
  isActive: boolean;
  /** When they confirmed by the emailed link, and unsubscribed (#15); which form they used. */
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  source: string | null;
  /** Whether sends reach this address now (active and confirmed: the one rule, src/services/newsletter.ts). */
  receivesNewsletters: boolean;
  /** The owner's labels: the segments a send may target. */
  labels: string[];
  /** How they agreed, when the owner added them by hand. */
  consentNote: string | null;
}

/** A label in use (GET /api/admin/subscribers/labels), and how many receiving subscribers carry it. */
export interface SubscriberLabelDto {
  label: string;
  subscribers: number;
}

export interface AdminLegacySubmissionDto extends LegacySubmissionDto {
  status: LegacyStatus;
}

export interface AdminContactMessageDto {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  read: boolean;
  archived: boolean;
}

/** Derived from publishedAt: null is a draft, a future time scheduled, a past time published. */
export type ContentStatus = 'draft' | 'scheduled' | 'published';

/** What the writing studio adds to every admin summary of a post or essay. */
export interface StudioSummaryFields {
  status: ContentStatus;
}

/** What the writing studio adds to an admin item (posts and essays alike). */
export interface StudioFields extends StudioSummaryFields {
  /** The markdown the body was rendered from, or null for an HTML-only item. */
  markdown: string | null;
  /** The private preview address while unpublished; null once published. */
  previewUrl: string | null;
  updatedAt: string;
}

export type RevisionKind = 'save' | 'autosave' | 'restore';

/** One line of an item's revision list (newest first). `changed` names the fields that differ from the revision before; null for the first one kept (the item as created). */
export interface ContentRevisionSummaryDto {
  id: number;
  createdAt: string;
  kind: RevisionKind;
  title: string;
  status: ContentStatus;
  changed: string[] | null;
}

/** One revision in full; `body` is its HTML and `readTime` the type's reading-time value. */
export interface ContentRevisionDto {
  id: number;
  createdAt: string;
  kind: RevisionKind;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  markdown: string | null;
  tags: string[];
  category?: string;
  authors?: string;
  readTime: number | string;
  isFeatured?: boolean;
  featuredImage?: string | null;
  status: ContentStatus;
  publishedAt: string | null;
}

export interface PreviewLinkDto {
  previewUrl: string;
}

/** An uploaded image or file in the media library (GET/POST /api/admin/media). */
export interface MediaItemDto {
  id: number;
  /** Where it is served: /media/<hash>-<W>x<H>.<ext> for an image, /media/<hash>/<slug of its name> for a file. */
  url: string;
  kind: 'image' | 'file';
  contentType: string;
  fileName: string;
  size: number;
  width?: number;
  height?: number;
  /** An image's smallest copy, for the library's grid. */
  thumbnailUrl?: string;
  alt: string;
  createdAt: string;
}

/** A place that shows a media item: deleting the item would break it. */
export interface MediaUseDto {
  what: string;
  title: string;
  /** The admin page that edits it. */
  editPath: string;
}

/** What needs the owner, and how much there is (GET /api/admin/dashboard). */
export interface AdminDashboardDto {
  needs: { pendingStatements: number; pendingComments: number; unreadMessages: number; drafts: number; scheduled: number };
  counts: { posts: number; essays: number; books: number; resources: number; activeSubscribers: number };
  /** Why mail is not going out, when a fault of the sending setup holds the outbox. */
  mailFault: string | null;
  /** Why no email leaves at all (no SMTP_URL): they wait in the outbox; null while mail is delivered. */
  mailOff: string | null;
  /** Visitors counted today and over the last 7 days (today included); null when analytics are off (ANALYTICS=false). */
  readers: { today: number; week: number } | null;
}

/** An email in the outbox (GET /api/admin/emails), newest first. */
export interface AdminEmailSummaryDto {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: (typeof OUTBOX_STATUSES)[number];
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The statuses an email of the outbox can have, for the list's filter. */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'paused', 'held'] as const;

/** One page of the outbox (GET /api/admin/emails?page=&status=&sendId=), newest first. */
export interface AdminEmailPageDto {
  emails: AdminEmailSummaryDto[];
  total: number;
  page: number;
  totalPages: number;
}

/** A newsletter send and how its emails went (GET /api/admin/emails/sends), newest first. */
export interface AdminSendDto {
  id: number;
  title: string;
  sentAt: string;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  /** Addresses this send's bounces put on the suppression list. */
  suppressed: number;
}

/** Whether mail is going out (GET /api/admin/emails/status): a fault of the sending setup pauses the outbox. */
export interface MailStatusDto {
  /** What the SMTP server or the connection said; null while mail goes out. */
  fault: string | null;
  since: string | null;
  /** The outbox tries again then. */
  retryAt: string | null;
  /** Why no email leaves at all (no SMTP_URL): they wait in the outbox; null while mail is delivered. */
  mailOff: string | null;
}

/** One email as stored (GET /api/admin/emails/{id}). */
export interface AdminEmailDto extends AdminEmailSummaryDto {
  replyTo: string | null;
  headers: Record<string, string>;
  html: string;
  text: string;
  /** A link, valid for 15 minutes, that shows the HTML as its recipient sees it (for a frame). */
  viewPath: string;
}

/** An address that bounced for good: never mailed again until cleared. */
export interface EmailSuppressionDto {
  id: number;
  email: string;
  reason: string;
  createdAt: string;
}

/** GET /api/admin/{blog|ai-islam}/{id}/send: whether it can be sent, to how many, and how the send is going. */
export interface NewsletterSendStatusDto {
  published: boolean;
  /** When it is (or goes) public; null for a draft. */
  publishedAt: string | null;
  /** Active, confirmed subscribers now. */
  subscribers: number;
  ownerEmail: string;
  /**
   * The send: scheduled (it goes at the item's time, its emails not written yet), started, or
   * paused (its queued emails held back); to one label's subscribers when `segment` is set.
   */
  send: ({ sentAt: string; queued: number; paused: number; sent: number; status: 'scheduled' | 'started' | 'paused'; segment: string | null } & SendFiguresDto) | null;
}

/** What a whole-site backup would hold now, and a short-lived link that downloads it (GET /api/admin/backup). */
export interface AdminBackupDto {
  /** Rows per table. */
  tables: Record<string, number>;
  /** Stored files (uploads and their resized copies), and the bytes of the uploads themselves. */
  media: { files: number; uploadedBytes: number };
  /** Valid for ten minutes; the download streams as it is written. */
  downloadUrl: string;
}

/** What an uploaded file was recognised as (POST /api/admin/import). */
export type ImportKindDto = 'backup' | 'ghost' | 'ghost-members' | 'wordpress' | 'substack' | 'markdown' | 'subscribers-csv';

export interface ImportCountsDto {
  created: number;
  updated: number;
  skipped: number;
}
export type ImportTallyDto = 'posts' | 'pages' | 'essays' | 'subscribers' | 'media';

/** One import and its report (GET /api/admin/import/{id}). */
export interface ImportJobDto {
  id: number;
  kind: ImportKindDto;
  status: 'queued' | 'running' | 'done' | 'failed';
  dryRun: boolean;
  /** Where posts go. */
  into: 'blog' | 'essays';
  fileName: string;
  /** Items and subscribers planned so far. */
  progress: { done: number; total: number };
  /** On a dry run, what the import would do: posts, pages, essays and subscribers together. */
  counts: ImportCountsDto;
  /** The same counted apart, with the images (media) too: only the kinds the file held. */
  kinds: Partial<Record<ImportTallyDto, ImportCountsDto>>;
  /** The source's categories and tags its posts carried, most used first, and the site category each goes in (null: none matches). */
  sourceCategories: { name: string; posts: number; category: string | null }[];
  warnings: { item: string; message: string }[];
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** A 301 the site answers: one the owner made, or an imported item's old address (its target null while the item is not published). */
export interface RedirectDto {
  /** The owner's redirect's id (for DELETE); null for an import's old address. */
  id: number | null;
  from: string;
  to: string | null;
  origin: 'owner' | 'import';
  /**
   * Why a visitor sent to `to`, a path of this site, meets the not-found page (its item was
   * deleted or unpublished, its section is turned off, no page has that address); null while it
   * shows something, or leads elsewhere.
   */
  targetMissing: string | null;
}

/** GET and PUT /api/admin/setup: where the first-run setup on /admin stands, kept on the server so every tab agrees. */
export interface SetupProgressDto {
  /** The step to open at (0: the first). */
  step: number;
  /** The owner finished or skipped the setup. */
  closed: boolean;
  /** The setup was ever opened past its start (else a site under the sample name opens it). */
  started: boolean;
}

/** Where a comment came from (src/services/comments/). */
export type CommentSource = 'activitypub' | 'webmention';
export type CommentStatus = 'pending' | 'approved' | 'spam';

/** A comment in the moderation queue (GET /api/admin/comments?status=). */
export interface AdminCommentDto {
  id: number;
  authorName: string;
  authorUrl: string | null;
  /** @user@host for an ActivityPub author. */
  authorHandle: string | null;
  contentHtml: string;
  publishedAt: string;
  receivedAt: string;
  source: CommentSource;
  /** The reply's own address (a Note's id, a Webmention's source). */
  externalId: string;
  status: CommentStatus;
  /** The post or essay it is about; the path and title are null once that item is deleted. */
  itemArea: 'blog' | 'essays';
  itemId: number;
  itemPath: string | null;
  itemTitle: string | null;
}

/** A blocked domain or account (GET /api/admin/comments/blocks). */
export interface CommentBlockDto {
  id: number;
  kind: 'domain' | 'account';
  value: string;
  createdAt: string;
}

/** The owner's comment rules (GET/PUT /api/admin/comments/rules). */
export interface CommentRulesDto {
  /** Once the owner approves an author, their later comments are approved at once. */
  trustApprovedAuthors: boolean;
}
