// Daily Brain Teaser: the answer is hidden until revealed; the refresh button fetches another
// teaser and hides the answer again, disabled and spinning while it loads.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { BrainTeaserDto } from '../../api/types';
import { brainTeaserQuery } from '../../data/queries';
import { RefreshIcon } from '../icons';
import { LightbulbIcon } from '../pageIcons';
import { DailyCard } from './DailyCard';
import { anotherRandom } from './anotherRandom';
import { labelWithTooltip } from '../../style/tooltips';

function Teaser({ teaser, revealed, onToggle }: { teaser: BrainTeaserDto; revealed: boolean; onToggle: () => void }) {
  const answerId = useId();
  return (
    <>
      <div className="home-teaser-tags">
        <span className={`home-badge home-badge-${teaser.difficulty}`}>{teaser.difficulty}</span>
        <span className="home-badge home-badge-category">{teaser.category}</span>
      </div>
      <p className="home-teaser-question">{teaser.question}</p>
      <div className="home-teaser-answer-area">
        <button
          type="button"
          className="home-button home-button-outline home-teaser-reveal"
          aria-expanded={revealed}
          aria-controls={answerId}
          onClick={onToggle}
        >
          {revealed ? 'Hide Answer' : 'Reveal Answer'}
        </button>
        <div id={answerId}>
          {revealed && <p className="home-teaser-answer">{teaser.answer}</p>}
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
      className="home-refresh"
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
        <p className="home-empty-text" role="status">Loading brain teaser...</p>
      ) : teaser.isError && !teaser.data ? (
        <p className="home-empty-text" role="alert">The brain teaser could not be loaded. Please try again.</p>
      ) : teaser.data ? (
        <Teaser teaser={teaser.data} revealed={revealed} onToggle={() => setRevealed((open) => !open)} />
      ) : (
        <p className="home-empty-text">No brain teasers available</p>
      )}
    </DailyCard>
  );
}
