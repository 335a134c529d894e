import { css } from '@emotion/react';
import { CareerTimeline } from '../components/about/CareerTimeline';
import { FindMeElsewhere } from '../components/about/FindMeElsewhere';
import { HireMe } from '../components/about/HireMe';
import { PortraitCard } from '../components/about/PortraitCard';
import { Container, pageHeroCss, sectionCss } from '../components/ui';
import { useSettings, useSettingsPart } from '../data/settingsQuery';
import { media } from '../style/theme';

const introGridCss = css`
  display: grid;
  gap: 40px;
  ${media.lg} { grid-template-columns: 340px 1fr; align-items: start; gap: 56px; }
  h2 { font-size: clamp(1.8rem, 4vw, 2.4rem); }
  p { font-size: 1.07rem; }
`;

const sectionTitleCss = css`
  font-size: clamp(1.8rem, 4vw, 2.4rem);
  margin-bottom: 28px;
`;

/** Follows the timeline directly, so it needs no space above. */
const closingSectionCss = css`
  padding: 0 0 56px;
  ${media.md} { padding: 0 0 80px; }
`;

export default function AboutPage() {
  const settings = useSettings();
  const site = settings.identity;
  // The About part: in the page's data when the server rendered it, fetched after a navigation.
  const about = useSettingsPart('about');
  return (
    <>
      <section css={pageHeroCss}>
        <Container>
          <h1>About</h1>
          <p>{site.title}. {site.tagline}.</p>
        </Container>
      </section>
      <section css={sectionCss}>
        <Container>
          <div css={introGridCss} className="h-card">
            <PortraitCard />
            <div>
              <h2>About Me</h2>
              <data className="p-name" value={site.name} />
              <data className="u-url u-uid" value="/" />
              <data className="p-job-title" value={site.title} />
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from the owner's markdown and sanitised when saved (src/services/settings/aboutHtml.ts) */}
              {about && <div className="p-note" dangerouslySetInnerHTML={{ __html: about.html }} />}
            </div>
          </div>
        </Container>
      </section>
      <HireMe />
      {about && about.timeline.length > 0 && (
        <section aria-labelledby="career-title" css={sectionCss}>
          <Container narrow>
            <h2 id="career-title" css={sectionTitleCss}>Career Journey</h2>
            <CareerTimeline entries={about.timeline} />
          </Container>
        </section>
      )}
      <section aria-labelledby="elsewhere-title" css={closingSectionCss}>
        <Container narrow>
          <FindMeElsewhere heading={<h2 id="elsewhere-title" css={sectionTitleCss}>Find Me Elsewhere</h2>} />
        </Container>
      </section>
    </>
  );
}
