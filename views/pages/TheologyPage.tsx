import { css } from '@emotion/react';
import { ClockIcon } from '../components/icons';
import { ArrowRightIcon } from '../components/pageIcons';
import { ContributorCard } from '../components/theology/ContributorCard';
import { TopicCard } from '../components/theology/TopicCard';
import { badgeCss, Container, outlineButtonCss, pageHeroCss, primaryButtonCss, sectionCss } from '../components/ui';
import { Link } from '../app/router';
import { useSettings, useSettingsPart } from '../data/settingsQuery';
import { color, media } from '../style/theme';

const gridCss = css`
  display: grid;
  gap: 24px;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
`;

const sectionTitleCss = css`
  font-size: clamp(1.6rem, 3.5vw, 2.1rem);
  text-align: center;
  margin-bottom: 8px;
`;

const sectionLeadCss = css`
  text-align: center;
  color: ${color.muted};
  max-width: 620px;
  margin: 0 auto 32px;
`;

const availableBadgeCss = css`
  ${badgeCss};
  background: ${color.easySoft};
  color: ${color.easy};
`;

const pendingBadgeCss = css`
  ${badgeCss};
  background: ${color.mediumSoft};
  color: ${color.medium};
`;

const topicsSectionCss = css`
  ${sectionCss};
  background: ${color.surfaceAlt};
`;

const inDevelopmentBadgeCss = css`
  ${badgeCss};
  background: ${color.surface};
  color: ${color.muted};
`;

export default function TheologyPage() {
  const settings = useSettings();
  const site = settings.identity;
  const personas = useSettingsPart('theology')?.personas;
  // A persona with no name is one the owner (or sample removal) left empty.
  const contributors = personas ? [personas.islamLead, personas.collaborator].filter((persona) => persona.name !== '') : [];
  return (
    <>
      <section css={pageHeroCss}>
        <Container>
          <h1>Theology &amp; A.I.</h1>
          <p>Faith traditions have thought for centuries about minds, souls, responsibility and meaning. Here we bring that wisdom to the questions artificial intelligence raises.</p>
        </Container>
      </section>
      {contributors.length > 0 && (
        <section aria-labelledby="contributors-title" css={sectionCss}>
          <Container>
            <h2 id="contributors-title" css={sectionTitleCss}>The Contributors</h2>
            <p css={sectionLeadCss}>
              The essays are written by {site.name} with {contributors.length === 1 ? 'an AI persona' : 'two AI personas'}, each with a distinct voice and role.
            </p>
            <div css={gridCss}>
              {contributors.map((persona) => (
                <ContributorCard key={persona.name} persona={persona} />
              ))}
            </div>
          </Container>
        </section>
      )}
      <section aria-labelledby="topics-title" css={topicsSectionCss}>
        <Container>
          <h2 id="topics-title" css={sectionTitleCss}>Explore the Topics</h2>
          <p css={sectionLeadCss}>Conversations between faith and technology, one tradition at a time.</p>
          <div css={gridCss}>
            <TopicCard
              title="A.I. & Islam"
              badges={<span css={availableBadgeCss}>Available</span>}
              description="Essays on artificial intelligence in the light of Islamic ethics, jurisprudence and philosophy: intention, accountability, justice and the purposes of the law."
              action={
                <Link to="/ai-islam" css={primaryButtonCss}>
                  Explore Essays <ArrowRightIcon size={18} />
                </Link>
              }
            />
            <TopicCard
              muted
              title="A.I. & Christianity"
              badges={
                <>
                  <span css={pendingBadgeCss}>Coming Soon</span>
                  <span css={inDevelopmentBadgeCss}>In Development</span>
                </>
              }
              description="Essays on artificial intelligence and Christian thought — personhood, grace, work and stewardship — are being written now."
              action={
                <button type="button" css={outlineButtonCss} disabled>
                  <ClockIcon size={18} /> Coming Soon
                </button>
              }
            />
          </div>
        </Container>
      </section>
    </>
  );
}
