// Each network the settings allow has its own icon (views/components/networkIcons.tsx); a list
// of the owner's links names each network for screen readers and carries rel="me" on Mastodon.
import { expect } from 'chai';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LINK_NETWORK_LABELS, LINK_NETWORKS } from '../../views/api/settings';
import { NetworkIcon } from '../../views/components/networkIcons';
import { SocialLinks } from '../../views/components/SocialLinks';

describe('social icons', () => {
  it('draws a distinct, decorative, currentColor icon for every network', () => {
    const drawings = LINK_NETWORKS.map((network) => renderToStaticMarkup(h(NetworkIcon, { network })));
    for (const [index, svg] of drawings.entries()) {
      expect(svg, LINK_NETWORKS[index]).to.match(/^<svg [^>]*aria-hidden="true"/);
      expect(svg, LINK_NETWORKS[index]).to.include('currentColor');
      expect(svg, LINK_NETWORKS[index]).to.not.match(/#[0-9a-f]{3,6}\b/i);
    }
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
