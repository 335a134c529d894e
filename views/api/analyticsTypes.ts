// What the owner's analytics answer (GET /api/admin/analytics, /api/admin/analytics/sends):
// counts per UTC day, made on the server from the requests it served (src/services/analytics/).

/** A named count: a page path, a source, a device class, a language… */
export interface AnalyticsCountDto {
  value: string;
  views: number;
  visitors: number;
}

export interface AnalyticsDayDto {
  /** YYYY-MM-DD (UTC). */
  date: string;
  visitors: number;
  views: number;
}

export interface AnalyticsPageDto {
  path: string;
  views: number;
  visitors: number;
  /** For a post or essay: its title, and its views from the day it was published until today. */
  title?: string;
  viewsSincePublished?: number;
}

export interface AnalyticsEventsDto {
  /** Newsletter sign-ups (the form used: footer, section, import…) and confirmations. */
  subscriptions: number;
  confirmations: number;
  contacts: number;
  statements: number;
  hearts: number;
  downloads: number;
}

export interface AnalyticsDto {
  from: string;
  to: string;
  /** Every day of the range, oldest first, zeros included. */
  days: AnalyticsDayDto[];
  /** The same totals over the range just before this one (as many days), for the change. */
  previous: { visitors: number; views: number };
  totals: { visitors: number; views: number };
  pages: AnalyticsPageDto[];
  sources: { source: string; visitors: number; views: number }[];
  campaigns: { campaign: string; visitors: number; views: number }[];
  devices: { device: 'phone' | 'tablet' | 'desktop'; visitors: number; views: number }[];
  languages: { language: string; visitors: number; views: number }[];
  events: AnalyticsEventsDto;
  /** Sign-ups by the form used, and how many of those confirmed. */
  signupForms: { form: string; signups: number; confirmed: number }[];
  /** Downloads per resource in the range. */
  downloads: { id: number; title: string; downloads: number }[];
  /** Statements with the most hearts given in the range. */
  statements: { id: number; text: string; hearts: number }[];
}

/** One newsletter send and what followed it. */
export interface AnalyticsSendDto {
  id: number;
  title: string;
  sentAt: string;
  delivered: number;
  failed: number;
  /** Page views of the item from newsletter links (utm_source=newsletter) in the 7 days from the send. */
  visits7d: number;
  /** Unsubscribes made from this send's emails. */
  unsubscribes: number;
}

/** The cookie the admin's "Don't count this browser" switch sets: requests carrying it are not counted. Never set for readers. */
export const NOT_COUNTED_COOKIE = 'not_counted';

/** The ranges the dashboard offers, in days. */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
