// A new site's settings (views/content/defaultSettings.ts) in the shapes the page tests read:
// the identity with its links by network, the About copy, the Theology personas and the rest.
import { defaultSettings } from '../../views/content/defaultSettings';
import { essayAuthorsOf } from '../../views/lib/essayAuthors';

const { identity, about, links } = defaultSettings;

export const site = { ...identity, social: Object.fromEntries(links.map((link) => [link.network, link.url])) as Record<string, string> };

export const siteContent = { essayAuthors: essayAuthorsOf(defaultSettings), ownBookTitle: about.ownBookTitle, elsewhere: about.elsewhere, venture: about.venture };

export const aboutContent = { paragraphs: about.markdown.split('\n\n'), hireMe: about.hireMe, timeline: about.timeline };

export const { personas } = about;
