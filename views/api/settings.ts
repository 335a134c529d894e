// The owner's settings on the wire: one object of typed sections, read by pages through
// views/data/settingsQuery.ts (what every page shows, PublicSettings, and the parts only some pages
// show, SettingsParts) and by the server's head, feeds, cards and emails through one service
// (src/services/settings). GET /api/admin/settings answers a SiteSettings; PATCH takes a
// SettingsPatch (objects merged, arrays replaced). A new site's values are in
// views/content/defaultSettings.ts. Browser code: types and closed lists only.

/** The networks a link may name, with their labels; each has its icon, and 'mastodon' carries rel="me". */
export const LINK_NETWORK_LABELS = {
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  github: 'GitHub',
  instagram: 'Instagram',
  threads: 'Threads',
  facebook: 'Facebook',
  substack: 'Substack',
  orcid: 'ORCID',
  'google-scholar': 'Google Scholar',
  website: 'Website',
} as const;
export type LinkNetwork = keyof typeof LINK_NETWORK_LABELS;

/** The networks in their order, from the labels (written once there: every page's script carries the labels, for the footer). */
export const LINK_NETWORKS = Object.keys(LINK_NETWORK_LABELS) as LinkNetwork[];

export interface SocialLink {
  network: LinkNetwork;
  url: string;
}

export interface IdentitySettings {
  /** The publication's name ('Signal & Noise'), or '' for the owner's name: read it through siteNameOf (views/lib/siteName.ts). */
  siteName: string;
  /** The owner's own name. */
  name: string;
  title: string;
  tagline: string;
  heroIntro: string;
  blurb: string;
  location: string;
  field: string;
  institution: string;
  email: string;
  officeHours: string;
  /** A media library id, or null for the initials disc. */
  portraitMediaId: number | null;
  portraitAlt: string;
}

export interface DesignSettings {
  /** '#rrggbb': every accent use, in light and dark mode, derives from it. */
  accentColor: string;
  /** A media library id whose image becomes the favicon and app icons, or null for the defaults. */
  iconMediaId: number | null;
}

/** The sections an owner may turn off; a section turned off is a 404 and leaves every list. */
export const OPTIONAL_SECTIONS = ['essays', 'theology', 'books', 'legacy', 'resources', 'dailyExercise'] as const;
export type OptionalSection = (typeof OPTIONAL_SECTIONS)[number];
export type SectionSettings = Record<OptionalSection, boolean>;

export interface TimelineEntry {
  /** Short phase label, e.g. 'Foundations'. */
  phase: string;
  /** Year range with an en dash, e.g. '2001–2016' or '2021–Present'. */
  year: string;
  title: string;
  description: string;
}

export interface Persona {
  name: string;
  role: string;
  description: string;
}

export interface AboutSettings {
  /** The About story, markdown: paragraphs separated by a blank line. */
  markdown: string;
  hireMe: { why: string; offerings: string[] };
  timeline: TimelineEntry[];
  personas: { islamLead: Persona; collaborator: Persona };
  /** Default authors for new essays, or '' for the owner's name (filled in when read). */
  essayAuthors: string;
  ownBookTitle: string;
  elsewhere: {
    authorProfileUrl: string;
    initiativeUrl: string;
    newsletterUrl: string;
    videoChannelUrl: string;
    communityInitiativeUrl: string;
  };
  venture: { title: string; description: string; videoUrl: string; audioInterviewUrl: string };
  /** The contact page's side cards. */
  contact: { responseTime: string; officeHours: string; tips: string[] };
}

export interface EmailSettings {
  /** The name shown in From, or '' for the site's name (filled in when read). */
  senderName: string;
  /** Reply-To, or '' for none. */
  replyTo: string;
  /** A footer line, e.g. a postal address, as bulk-mail law asks. */
  footer: string;
  /** The email each newly confirmed reader gets, once. */
  welcome: WelcomeEmailSettings;
}

export interface WelcomeEmailSettings {
  enabled: boolean;
  subject: string;
  /** The body, in markdown. */
  markdown: string;
}

export interface NavigationItem {
  label: string;
  /** A path on the site ('/blog', '/services'). */
  path: string;
}

export interface NavigationSettings {
  /** The header's links, in order. */
  header: NavigationItem[];
  /** The footer's quick links, in order (a link into a section turned off is left out, as in the header). */
  footer: NavigationItem[];
  /** Footer legal links: a path on the site, or '' for the site's own /privacy and /terms. */
  privacyPath: string;
  termsPath: string;
}

/** Every sentence the public chrome shows, in the owner's words. */
export interface CopySettings {
  /** The footer's line under the site's name. */
  footerBlurb: string;
  /** The footer's line above its newsletter form. */
  footerNewsletterText: string;
  /** The line under /blog's title. */
  blogIntro: string;
  /** /blog's meta description, and the feeds' description. */
  blogDescription: string;
  /** The home page's newsletter band: its heading, its text, and the note under its form. */
  newsletterHeading: string;
  /** Shown while the subscribers are fewer than subscriberCountThreshold: no number. */
  newsletterText: string;
  /** Shown from the threshold up, {count} replaced by the real number of subscribers. */
  newsletterTextWithCount: string;
  newsletterNote: string;
  /** Said beside a subscribe form (and in its toast) when the site asks for a confirmation by email. */
  subscribeConfirmNote: string;
  /** The subscriber count is shown only from this many subscribers up; below it, no number. */
  subscriberCountThreshold: number;
  /** The 404 page's heading and text. */
  notFoundTitle: string;
  notFoundText: string;
  /** The legacy wall's invitation under its title. */
  legacyInvitation: string;
}

/** The site's account on the social web (src/federation/): followed as @handle@host. */
export interface FediverseSettings {
  /** False answers 404 to every ActivityPub address and delivers nothing. */
  enabled: boolean;
  handle: string;
  /** The owner's previous account (its address), so its followers can be moved here; '' for none. */
  alsoKnownAs: string;
}

export interface SiteSettings {
  identity: IdentitySettings;
  copy: CopySettings;
  links: SocialLink[];
  design: DesignSettings;
  sections: SectionSettings;
  about: AboutSettings;
  email: EmailSettings;
  navigation: NavigationSettings;
  fediverse: FediverseSettings;
}

/** What PATCH takes: any part of any section; objects merge, arrays replace. */
export type SettingsPatch = { [K in keyof SiteSettings]?: SiteSettings[K] extends unknown[] ? SiteSettings[K] : Partial<SiteSettings[K]> };

/** The footer's legal links, always shown: the paths the settings name, else /privacy and /terms. */
export interface LegalLinks {
  privacyPath: string;
  termsPath: string;
}

/** The owner's photo (identity.portraitMediaId) as pages show it: its media address (sizes and variants follow from it) and its alt text. */
export interface PortraitImage {
  url: string;
  alt: string;
}

/** The sentences of the copy section the chrome shows on any page: the footer's, a subscribe form's note and the 404 page's. */
export const CHROME_COPY = ['footerBlurb', 'footerNewsletterText', 'subscribeConfirmNote', 'notFoundTitle', 'notFoundText'] as const satisfies readonly (keyof CopySettings)[];
export type ChromeCopy = Pick<CopySettings, (typeof CHROME_COPY)[number]>;

/**
 * What GET /api/settings answers every page (views/data/settingsQuery.ts): what the chrome (the
 * header, the footer, the document head) and every page show. Neither the email and fediverse
 * sections (no page shows them) nor the About section and the copy only one page shows (SettingsParts), with
 * the footer's legal links and the portrait's image worked out on the server.
 */
export type PublicSettings = Omit<SiteSettings, 'email' | 'about' | 'fediverse' | 'copy'> & {
  copy: ChromeCopy;
  legal: LegalLinks;
  /** The owner's photo, when identity.portraitMediaId names an image of the library (the About page and every page's structured data). */
  portrait: PortraitImage | null;
};

/**
 * The parts of the About section and of the copy a few pages show, each its own answer
 * (GET /api/settings/{part}) prefetched only by the page that renders it, so no other page carries them.
 */
export interface SettingsParts {
  /** /: the newsletter band's words. */
  home: Pick<CopySettings, 'newsletterHeading' | 'newsletterText' | 'newsletterTextWithCount' | 'newsletterNote'>;
  /** /blog: the line under its title, and its meta description. */
  blog: Pick<CopySettings, 'blogIntro' | 'blogDescription'>;
  /** /legacy: the wall's invitation. */
  legacy: Pick<CopySettings, 'legacyInvitation'>;
  /** /about: the story as sanitised HTML (about.markdown, rendered when saved), the offer, the timeline, the links elsewhere. */
  about: Pick<AboutSettings, 'hireMe' | 'timeline' | 'elsewhere'> & { html: string };
  /** /contact: the side cards. */
  contact: AboutSettings['contact'];
  /** /resources: the venture and the links elsewhere. */
  resources: Pick<AboutSettings, 'venture' | 'elsewhere'>;
  /** /theology: the essays' people. */
  theology: Pick<AboutSettings, 'personas'>;
}

export const SETTINGS_PARTS = ['home', 'blog', 'legacy', 'about', 'contact', 'resources', 'theology'] as const satisfies readonly (keyof SettingsParts)[];
export type SettingsPart = (typeof SETTINGS_PARTS)[number];
