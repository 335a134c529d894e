import { css } from '@emotion/react';
import { color, media } from '../../style/theme';
import { Container, sectionCss } from '../ui';
import { BrainTeaserCard } from './BrainTeaserCard';
import { sectionIntroCss } from './homeSectionCss';
import { QuoteCard } from './QuoteCard';

const gridCss = css`
  display: grid;
  gap: 24px;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
`;

const dailySectionCss = css`
  ${sectionCss};
  background: ${color.surfaceAlt};
`;

export function DailyExercise() {
  return (
    <section aria-labelledby="daily-title" css={dailySectionCss}>
      <Container>
        <div css={sectionIntroCss}>
          <h2 id="daily-title">Daily Mental Exercise</h2>
          <p>A puzzle to stretch your thinking and a quotation to sit with.</p>
        </div>
        <div css={gridCss}>
          <BrainTeaserCard />
          <QuoteCard />
        </div>
      </Container>
    </section>
  );
}
