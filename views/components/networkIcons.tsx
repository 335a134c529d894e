// One icon per link network (views/api/settings.ts LINK_NETWORKS): the footer, the About card and
// any list of the owner's links show the same one. Simplified marks, drawn in currentColor.
import type { ReactNode } from 'react';
import type { LinkNetwork } from '../api/settings';
import { type IconProps, LinkedInLogo, svgIcon, XLogo, YouTubeLogo } from './icons';

const filled = (p: IconProps, shape: ReactNode) => svgIcon({ ...p, stroke: 'none', fill: 'currentColor' }, shape);

const icons: Record<LinkNetwork, (p: IconProps) => ReactNode> = {
  x: XLogo,
  linkedin: LinkedInLogo,
  youtube: YouTubeLogo,
  mastodon: (p) => svgIcon(p, <><path d="M8 15v-4a2 2 0 0 1 4 0v2m0-2a2 2 0 0 1 4 0v4" /><path d="M12 20c-3 0-5-1-5-1M7 19a4 4 0 0 1-3-4V9a5 5 0 0 1 5-5h6a5 5 0 0 1 5 5v4a5 5 0 0 1-5 5h-4" /></>),
  bluesky: (p) => svgIcon(p, <path d="M12 11C10 7 6 4 4 4.5S3 10 5 11c1.5.7 3.5.5 4.5 0-2 1-4 2.5-2 5s4 0 4.5-2c.5 2 2.5 4.5 4.5 2s0-4-2-5c1 .5 3 .7 4.5 0 2-1 3-6 1-6.5S14 7 12 11z" />),
  github: (p) => svgIcon(p, <path d="M9 19c-4 1.5-4-2-6-2.5m12 4.5v-3.5a3 3 0 0 0-1-2.5c3 0 6-2 6-5.5a4.5 4.5 0 0 0-1-3 4 4 0 0 0 0-3s-1-.3-3.5 1.2a12 12 0 0 0-7 0C6 3 5 3.5 5 3.5a4 4 0 0 0 0 3 4.5 4.5 0 0 0-1 3c0 3.5 3 5.5 6 5.5a3 3 0 0 0-1 2.5V21" />),
  instagram: (p) => svgIcon(p, <><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.5" cy="6.5" r=".6" fill="currentColor" /></>),
  threads: (p) => svgIcon(p, <path d="M17 8.5C16 5.5 14 4 11.8 4 7.5 4 5 7.3 5 12s2.5 8 6.8 8c3.2 0 5.7-1.8 5.7-4.7 0-3.8-5-4.6-7.2-3.3-1.7 1-1.4 3.9 1.3 3.9 2.6 0 3.7-2.2 3.4-6" />),
  facebook: (p) => filled(p, <path d="M13.5 22v-8.2h2.8l.4-3.3h-3.2V8.4c0-.9.3-1.6 1.6-1.6h1.7v-3a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.5H7.3v3.3h2.8V22z" />),
  substack: (p) => filled(p, <path d="M4 3h16v2.2H4zm0 4.2h16v2.2H4zM4 11.4h16V21l-8-4.5L4 21z" />),
  orcid: (p) => svgIcon(p, <><circle cx="12" cy="12" r="10" /><path d="M8.5 10v7M8.5 7v.1M12 10v7h2a3.5 3.5 0 0 0 0-7z" /></>),
  'google-scholar': (p) => svgIcon(p, <><path d="m2 9 10-6 10 6-10 6z" /><path d="M6 11.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-4.5" /></>),
  website: (p) => svgIcon(p, <><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.5 3.6 5.6 3.6 9s-1.1 6.5-3.6 9c-2.5-2.5-3.6-5.6-3.6-9S9.5 5.5 12 3z" /></>),
};

export function NetworkIcon({ network, ...props }: IconProps & { network: LinkNetwork }) {
  const Icon = icons[network];
  return <Icon {...props} />;
}
