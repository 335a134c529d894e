// Daily Brain Teaser: the answer is hidden until revealed; the refresh button fetches another
// teaser and hides the answer again, disabled and spinning while it loads.
import { css, keyframes } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { BrainTeaserDto } from '../../api/types';
import { brainTeaserQuery } from '../../data/queries';
import { color, media, radius } from '../../style/theme';
import { RefreshIcon } from '../icons';
import { LightbulbIcon } from '../pageIcons';
import { badgeCss, outlineButtonCss } from '../ui';
import { DailyCard, emptyTextCss } from './DailyCard';
import { anotherRandom } from './anotherRandom';
import { labelWithTooltip } from '../../style/tooltips';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const refreshCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${color.accent}; color: ${color.accent}; }
  &:disabled { cursor: progress; opacity: 0.7; }
  &[data-loading='true'] svg { animation: ${spin} 0.9s linear infinite; }
  ${media.reducedMotion} { &[data-loading='true'] svg { animation: none; } }
`;

/** Difficulty colours, each dark enough on its tint for AA contrast. */
const difficultyBadgeCss = {
  easy: css`${badgeCss}; background: #dcfce7; color: #166534;`,
  medium: css`${badgeCss}; background: #fef3c7; color: #92400e;`,
  hard: css`${badgeCss}; background: #fee2e2; color: #991b1b;`,
};

const tagsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  span { text-transform: capitalize; }
`;

const questionCss = css`
  font-size: 1.08rem;
  font-weight: 500;
  margin: 0;
`;

const answerCss = css`
  margin: 0;
  padding: 14px 16px;
  border-radius: ${radius.md};
  border-left: 4px solid ${color.accent};
  background: ${color.accentSoft};
  color: ${color.text};
`;

const categoryBadgeCss = css`
  ${badgeCss};
  background: ${color.surfaceAlt};
  color: ${color.muted};
`;

const answerAreaCss = css`
  margin-top: auto;
  display: grid;
  gap: 14px;
`;

const revealButtonCss = css`
  ${outlineButtonCss};
  justify-self: start;
`;

function Teaser({ teaser, revealed, onToggle }: { teaser: BrainTeaserDto; revealed: boolean; onToggle: () => void }) {
  const answerId = useId();
  return (
    <>
      <div css={tagsCss}>
        <span css={difficultyBadgeCss[teaser.difficulty]}>{teaser.difficulty}</span>
        <span css={categoryBadgeCss}>{teaser.category}</span>
      </div>
      <p css={questionCss}>{teaser.question}</p>
      <div css={answerAreaCss}>
        <button
          type="button"
          css={revealButtonCss}
          aria-expanded={revealed}
          aria-controls={answerId}
          onClick={onToggle}
        >
          {revealed ? 'Hide Answer' : 'Reveal Answer'}
        </button>
        <div id={answerId}>
          {revealed && <p css={answerCss}>{teaser.answer}</p>}
        </div>
      </div>
    </>
  );
}

export function BrainTeaserCard() {
  const teaser = useQuery(anotherRandom(brainTeaserQuery()));
  const [revealed, setRevealed] = useState(false);
  const loading = teaser.isFetching;
  const refresh = (
    <button
      type="button"
      css={refreshCss}
      {...labelWithTooltip('New brain teaser')}
      disabled={loading}
      data-loading={loading}
      onClick={() => {
        setRevealed(false);
        teaser.refetch();
      }}
    >
      <RefreshIcon size={18} />
    </button>
  );
  return (
    <DailyCard title="Daily Brain Teaser" titleId="brain-teaser-title" icon={<LightbulbIcon />} action={refresh} busy={loading}>
      {teaser.isPending ? (
        <p css={emptyTextCss} role="status">Loading brain teaser...</p>
      ) : teaser.isError && !teaser.data ? (
        <p css={emptyTextCss} role="alert">The brain teaser could not be loaded. Please try again.</p>
      ) : teaser.data ? (
        <Teaser teaser={teaser.data} revealed={revealed} onToggle={() => setRevealed((open) => !open)} />
      ) : (
        <p css={emptyTextCss}>No brain teasers available</p>
      )}
    </DailyCard>
  );
}
