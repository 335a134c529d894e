// One icon per link network (views/api/settings.ts LINK_NETWORKS): the footer, the About card and
// any list of the owner's links show the same one. The marks are symbols of one static file,
// static/images/network-icons.svg, drawn in currentColor: an owner's 13 possible networks cost the
// public pages no JavaScript, and the browser fetches and caches the file once, when a link shows.
import type { LinkNetwork } from '../api/settings';
import type { IconProps } from './icons';

export const NETWORK_ICONS_FILE = '/images/network-icons.svg';

export function NetworkIcon({ network, size = 20, ...rest }: IconProps & { network: LinkNetwork }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      <use href={`${NETWORK_ICONS_FILE}#${network}`} />
    </svg>
  );
}
