// The owner's links elsewhere (settings.links), each with its network's icon and name. A
// Mastodon link carries rel="me", so Mastodon can verify that the profile is the site owner's.
import { LINK_NETWORK_LABELS, type SocialLink } from '../api/settings';
import { tooltip } from '../style/tooltips';
import { NetworkIcon } from './networkIcons';

export const relOf = (link: SocialLink) => (link.network === 'mastodon' ? 'me noopener noreferrer' : 'noopener noreferrer');

export function SocialLinks({ links, className }: { links: readonly SocialLink[]; className?: string }) {
  return (
    <div className={className}>
      {links.map((link) => {
        const label = LINK_NETWORK_LABELS[link.network];
        return (
          <a key={`${link.network} ${link.url}`} href={link.url} target="_blank" rel={relOf(link)} aria-label={`${label} (opens in a new tab)`} {...tooltip(label, 'above')}>
            <NetworkIcon network={link.network} />
          </a>
        );
      })}
    </div>
  );
}
