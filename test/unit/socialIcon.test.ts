// Each network the settings allow has its own icon: a symbol of static/images/network-icons.svg
// that views/components/networkIcons.tsx shows; a list of the owner's links names each network
// for screen readers and carries rel="me" on Mastodon.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LINK_NETWORK_LABELS, LINK_NETWORKS } from '../../views/api/settings';
import { NETWORK_ICONS_FILE, NetworkIcon } from '../../views/components/networkIcons';
import { SocialLinks } from '../../views/components/SocialLinks';

describe('social icons', () => {
  it('draws a distinct, decorative, currentColor icon for every network', () => {
    const sprite = readFileSync(`static${NETWORK_ICONS_FILE}`, 'utf8');
    const symbols = LINK_NETWORKS.map((network) => sprite.match(new RegExp(`<symbol id="${network}"[^>]*>(.*?)</symbol>`))?.[0] ?? '');
    for (const [index, symbol] of symbols.entries()) {
      const network = LINK_NETWORKS[index];
      expect(symbol, `${network}: a symbol of the sprite`).to.include('viewBox="0 0 24 24"').and.include('currentColor');
      expect(symbol, network).to.not.match(/#[0-9a-f]{3,6}\b/i);
      const svg = renderToStaticMarkup(h(NetworkIcon, { network }));
      expect(svg, network).to.match(/^<svg [^>]*aria-hidden="true"/).and.include(`<use href="${NETWORK_ICONS_FILE}#${network}"></use>`);
    }
    const drawings = symbols.map((symbol) => symbol.replace(/^<symbol id="[^"]*"/, ''));
    expect(new Set(drawings).size).to.equal(LINK_NETWORKS.length);
  });

  it('labels each link with its network, and puts rel="me" on the Mastodon link only', () => {
    const html = renderToStaticMarkup(
      h(SocialLinks, {
        links: [
          { network: 'mastodon', url: 'https://mastodon.social/@owner' },
          { network: 'google-scholar', url: 'https://scholar.google.com/citations?user=x' },
        ],
      }),
    );
    const anchors = html.match(/<a [^>]*>/g) ?? [];
    expect(anchors).to.have.length(2);
    expect(anchors[0]).to.include('href="https://mastodon.social/@owner"').and.match(/rel="me[ "]/);
    expect(anchors[1]).to.include(`aria-label="${LINK_NETWORK_LABELS['google-scholar']} (opens in a new tab)"`).and.not.match(/rel="[^"]*\bme\b/);
  });
});
