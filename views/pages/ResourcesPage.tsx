import { css } from '@emotion/react';
import { ExternalLinkCards, linksWithAddress, type ExternalLink } from '../components/ExternalLinkCards';
import { ResourceList } from '../components/resources/ResourceList';
import { VENTURE_HEADING_ID, VentureSection } from '../components/resources/VentureSection';
import { Container, pageHeroCss, sectionCss } from '../components/ui';
import { useSettingsPart } from '../data/settingsQuery';
import type { AboutSettings } from '../api/settings';
import { color, media } from '../style/theme';

const elsewhereLinks = (elsewhere: AboutSettings['elsewhere']): ExternalLink[] => [
  { href: elsewhere.authorProfileUrl, title: 'Author Page', text: 'All my books, at the book store.' },
  { href: elsewhere.newsletterUrl, title: 'Newsletter', text: 'Longer essays and notes, delivered to your inbox.' },
  { href: elsewhere.videoChannelUrl, title: 'Video Channel', text: 'Talks, interviews and explainers on AI and the mind.' },
  { href: elsewhere.communityInitiativeUrl, title: 'Community Initiative', text: 'A community using technology with purpose.' },
];

/** The venture panel follows the list closely: the list's section already gives the space. */
const noTopPaddingCss = css`
  padding-top: 0;
  ${media.md} { padding-top: 0; }
`;

const ventureSectionCss = css`
  ${sectionCss};
  ${noTopPaddingCss};
`;

const elsewhereSectionCss = css`
  ${sectionCss};
  background: ${color.surfaceAlt};
`;

export default function ResourcesPage() {
  const part = useSettingsPart('resources');
  const otherPlaces = part ? linksWithAddress(elsewhereLinks(part.elsewhere)) : [];
  return (
    <>
      <section css={pageHeroCss}>
        <Container>
          <h1>Resources</h1>
          <p>Free worksheets, puzzle packs, reflective guides and research papers to help you think clearly, reflect deeply and learn well.</p>
        </Container>
      </section>
      <section css={sectionCss} aria-labelledby="downloads">
        <Container>
          <h2 id="downloads" className="visually-hidden">
            Downloads
          </h2>
          <ResourceList />
        </Container>
      </section>
      {part && part.venture.title !== '' && (
        <section css={ventureSectionCss} aria-labelledby={VENTURE_HEADING_ID}>
          <Container>
            <VentureSection />
          </Container>
        </section>
      )}
      {otherPlaces.length > 0 && (
        <section css={elsewhereSectionCss} aria-labelledby="elsewhere">
          <Container>
            <h2 id="elsewhere">Find Me Elsewhere</h2>
            <ExternalLinkCards links={otherPlaces} />
          </Container>
        </section>
      )}
    </>
  );
}
