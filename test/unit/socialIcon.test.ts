// Each network the settings allow has its own icon; a profile link names its network for screen
// readers and carries rel="me" on Mastodon.
import { expect } from 'chai';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LINK_NETWORK_LABELS, LINK_NETWORKS } from '../../views/api/settings';
import { SocialIcon, SocialLinkAnchor } from '../../views/components/SocialIcon';

describe('social icons', () => {
  it('draws a distinct, decorative, currentColor icon for every network', () => {
    const drawings = LINK_NETWORKS.map((network) => renderToStaticMarkup(h(SocialIcon, { network })));
    for (const [index, svg] of drawings.entries()) {
      expect(svg, LINK_NETWORKS[index]).to.match(/^<svg [^>]*aria-hidden="true"/);
      expect(svg, LINK_NETWORKS[index]).to.include('currentColor');
      expect(svg, LINK_NETWORKS[index]).to.not.match(/#[0-9a-f]{3,6}\b/i);
    }
    expect(new Set(drawings).size).to.equal(LINK_NETWORKS.length);
  });

  it('labels a link with its network, for screen readers when the name is not shown', () => {
    const html = renderToStaticMarkup(h(SocialLinkAnchor, { link: { network: 'google-scholar', url: 'https://scholar.google.com/citations?user=x' }, label: 'hidden' }));
    expect(html).to.include('href="https://scholar.google.com/citations?user=x"');
    expect(html).to.include(`<span class="visually-hidden">${LINK_NETWORK_LABELS['google-scholar']}<span class="visually-hidden"> (opens in a new tab)</span></span>`);
    expect(html).to.include('rel="noopener noreferrer"');
  });

  it('puts rel="me" on a Mastodon link only, so Mastodon can verify the site', () => {
    const mastodon = renderToStaticMarkup(h(SocialLinkAnchor, { link: { network: 'mastodon', url: 'https://mastodon.social/@owner' }, label: 'visible' }));
    expect(mastodon).to.match(/rel="me[ "]/);
    expect(mastodon).to.include('<span>Mastodon');
    const github = renderToStaticMarkup(h(SocialLinkAnchor, { link: { network: 'github', url: 'https://github.com/owner' }, label: 'visible' }));
    expect(github).to.not.match(/rel="[^"]*\bme\b/);
  });
});
