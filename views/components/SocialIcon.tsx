// The owner's links to elsewhere (settings.links): one small monochrome icon per network, drawn in
// currentColor and hidden from assistive technology, with the network's name as the link's label
// (visible, or for screen readers only). A Mastodon link carries rel="me", so Mastodon can verify
// that the profile and the site belong to one person.
import type { ReactNode } from 'react';
import { LINK_NETWORK_LABELS, type LinkNetwork, type SocialLink } from '../api/settings';
import { type IconProps, LinkedInLogo, svgIcon, XLogo, YouTubeLogo } from './icons';

const filled = (p: IconProps, shape: ReactNode) => svgIcon({ ...p, stroke: 'none', fill: 'currentColor' }, shape);

const ICONS: Record<LinkNetwork, (p: IconProps) => ReactNode> = {
  x: XLogo,
  linkedin: LinkedInLogo,
  youtube: YouTubeLogo,
  mastodon: (p) =>
    svgIcon(p, <><path d="M20.5 11.8c0 4.6-3.3 5.8-6.6 6.1-2.2.2-4.3-.2-4.9-.5.1 1.6 1.3 2.7 4.2 2.7l1.4-.1v1.5c-4.4.9-7.9-.7-7.9-5.6V8.6c0-3.7 2.5-5.1 6-5.1h1.8c3.5 0 6 1.4 6 5.1z" /><path d="M8 13V9.6a1.9 1.9 0 0 1 3.8 0V12M11.8 12V9.6a1.9 1.9 0 0 1 3.8 0V13" /></>),
  bluesky: (p) =>
    filled(p, <path d="M12 10.8C10.9 8.7 7.9 4.7 5.1 2.8 2.5 1 1.5 1.3.8 1.6 0 2 0 3.2 0 3.9s.4 5.8.6 6.7c.9 2.9 4 3.9 6.8 3.6-4.2.6-7.9 2.1-3 7.5 5.4 5.6 7.4-1.2 8.4-4.6 1 3.4 2.2 9.9 8.3 4.6 4.6-4.6 1.3-6.9-2.9-7.5 2.8.3 5.9-.6 6.8-3.6.3-.9.6-6 .6-6.7s0-1.9-.8-2.3c-.7-.3-1.7-.6-4.3 1.2-2.8 2-5.8 6-6.9 8.1z" />),
  github: (p) =>
    filled(p, <path d="M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.8-1.6-2.7-.3-5.5-1.3-5.5-5.9 0-1.3.5-2.4 1.2-3.2-.1-.3-.5-1.5.1-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 0 1 6 0c2.3-1.5 3.3-1.2 3.3-1.2.6 1.7.2 2.9.1 3.2.8.8 1.2 1.9 1.2 3.2 0 4.6-2.8 5.6-5.5 5.9.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .3" />),
  instagram: (p) => svgIcon(p, <><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><path d="M17.5 6.5h.01" /></>),
  threads: (p) =>
    svgIcon(p, <path d="M18.5 7.5C17.3 4.6 15 3 12 3 7 3 4 6.5 4 12s3 9 8 9c3.9 0 6.8-2.2 6.8-5.3 0-3.4-3.2-4.7-6.3-4.2-2.1.3-3.4 1.5-3.2 3.1.2 1.5 1.7 2.3 3.5 2.1 2.6-.3 3.6-2.5 3.6-5.4 0-2.1-1.3-3.6-3.4-3.6-1.5 0-2.6.7-3.1 1.6" />),
  facebook: (p) =>
    filled(p, <path d="M24 12.1A12 12 0 1 0 10.1 24v-8.4H7.1v-3.5h3V9.4c0-3 1.8-4.7 4.6-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9v2.3h3.3l-.5 3.5h-2.8V24A12 12 0 0 0 24 12.1" />),
  substack: (p) => filled(p, <path d="M22.5 8.2h-21V5.4h21zM1.5 10.8V24l10.5-5.9L22.5 24V10.8zM22.5 0h-21v2.8h21z" />),
  orcid: (p) => svgIcon(p, <><circle cx="12" cy="12" r="10" /><path d="M8 10.5V17M8 7.5v.01M11.5 10.5V17h1.8a3.3 3.3 0 0 0 0-6.5z" /></>),
  'google-scholar': (p) => svgIcon(p, <><path d="M2 9.5 12 4l10 5.5-10 5.5z" /><path d="M6 11.7V16c3.3 2.7 8.7 2.7 12 0v-4.3" /></>),
  website: (p) => svgIcon(p, <><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" /></>),
};

/** The network's icon: decorative (aria-hidden), in the text's colour. */
export function SocialIcon({ network, ...props }: IconProps & { network: LinkNetwork }) {
  return <>{ICONS[network](props)}</>;
}

/** rel for a link to the owner's profile elsewhere: 'me' on Mastodon, for its verification. */
export const socialLinkRel = (network: LinkNetwork) => (network === 'mastodon' ? 'me noopener noreferrer' : 'noopener noreferrer');

interface SocialLinkProps {
  link: SocialLink;
  /** 'visible' writes the network's name beside the icon; 'hidden' keeps it for screen readers only. */
  label: 'visible' | 'hidden';
  className?: string;
  size?: number;
}

/** A link to the owner's profile on another network, opening in a new tab. */
export function SocialLinkAnchor({ link, label, className, size }: SocialLinkProps) {
  const name = LINK_NETWORK_LABELS[link.network];
  return (
    <a href={link.url} target="_blank" rel={socialLinkRel(link.network)} className={className}>
      <SocialIcon network={link.network} size={size} />
      <span className={label === 'hidden' ? 'visually-hidden' : undefined}>
        {name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </span>
    </a>
  );
}
