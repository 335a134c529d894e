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
  mastodon: (p) => filled(p, <path d="M21.3 13.9c-.3 1.5-2.6 3.1-5.2 3.4-1.4.2-2.7.3-4.2.2-2.4-.1-4.2-.6-4.2-.6v.7c.3 2.3 2.3 2.4 4.1 2.5 1.9.1 3.5-.5 3.5-.5l.1 1.7s-1.3.7-3.6.8c-1.3.1-2.9 0-4.8-.5C2.9 20.6 2.2 16.3 2.1 12V8.4c0-4.5 2.9-5.8 2.9-5.8C6.5 1.9 9 1.6 11.6 1.6h.1c2.6 0 5.1.3 6.6 1 0 0 2.9 1.3 2.9 5.8 0 0 .1 3.3-.4 5.5zM18.3 8.6c0-1.1-.3-2-.9-2.7-.6-.6-1.3-1-2.3-1-1.1 0-1.9.4-2.5 1.3l-.5.9-.6-.9c-.5-.9-1.4-1.3-2.5-1.3-1 0-1.7.3-2.3 1-.6.7-.8 1.6-.8 2.7v5.4h2.1V8.8c0-1.1.5-1.6 1.4-1.6 1 0 1.5.6 1.5 1.9v2.8h2.1V9.1c0-1.3.5-1.9 1.5-1.9.9 0 1.4.5 1.4 1.6V14h2.1z" />),
  bluesky: (p) => filled(p, <path d="M5.2 3.6C7.8 5.5 10.5 9.4 12 11.3c1.5-1.9 4.2-5.8 6.8-7.7 1.9-1.4 4.9-2.5 4.9 1 0 .7-.4 5.8-.6 6.6-.8 2.9-3.7 3.6-6.3 3.2 4.5.8 5.7 3.3 3.2 5.9-4.7 4.8-6.8-1.2-7.3-2.8l-.7-1.6-.7 1.6c-.5 1.6-2.6 7.6-7.3 2.8-2.5-2.6-1.3-5.1 3.2-5.9-2.6.4-5.5-.3-6.3-3.2C.7 10.4.3 5.3.3 4.6c0-3.5 3-2.4 4.9-1z" />),
  github: (p) => filled(p, <path d="M12 1.5a10.5 10.5 0 0 0-3.3 20.5c.5.1.7-.2.7-.5v-1.8c-2.9.6-3.5-1.4-3.5-1.4-.5-1.2-1.2-1.5-1.2-1.5-.9-.6.1-.6.1-.6 1.1.1 1.6 1.1 1.6 1.1.9 1.6 2.5 1.2 3.1.9.1-.7.4-1.2.7-1.4-2.3-.3-4.8-1.2-4.8-5.2 0-1.1.4-2.1 1.1-2.8-.1-.3-.5-1.3.1-2.8 0 0 .9-.3 2.9 1.1a10 10 0 0 1 5.3 0c2-1.4 2.9-1.1 2.9-1.1.6 1.5.2 2.5.1 2.8.7.7 1.1 1.7 1.1 2.8 0 4-2.5 4.9-4.8 5.2.4.3.7 1 .7 1.9v2.9c0 .3.2.6.7.5A10.5 10.5 0 0 0 12 1.5z" />),
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
