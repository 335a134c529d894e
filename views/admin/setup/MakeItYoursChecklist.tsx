// The dashboard's "Make it yours" list: each step the new site still needs, ticked when done and
// linked to where it is done. It stays until every step is done. Removing the samples is done
// right here, after asking.
import { css } from '@emotion/react';
import { useState } from 'react';
import type { SiteSettings } from '../../api/settings';
import { Link } from '../../app/router';
import { toast } from '../../components/toast/toastStore';
import { cardCss, outlineButtonCss } from '../../components/ui';
import { color, radius } from '../../style/theme';
import { failureReason } from '../adminApi';
import { ConfirmDialog, type ConfirmQuestion } from '../studio/ConfirmDialog';
import { useChecklistFacts, useRemoveSamples } from './checklistFacts';
import { type MakeItYoursStep, makeItYoursSteps } from './makeItYours';

const sectionCss = css`
  ${cardCss};
  padding: 18px;
  margin-bottom: 32px;
  scroll-margin-top: 84px;
  h2 { font-size: 1.15rem; margin: 0 0 4px; }
  > p { margin: 0 0 14px; color: ${color.muted}; }
`;

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    grid-template-columns: 28px 1fr;
    gap: 4px 10px;
    align-items: center;
    padding: 8px 10px;
    border-radius: ${radius.md};
    background: ${color.surfaceAlt};
  }
  li > span:first-of-type {
    display: grid;
    place-items: center;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    border: 2px solid ${color.border};
    font-weight: 700;
  }
  li[data-state='done'] > span:first-of-type { background: ${color.accent}; border-color: ${color.accent}; color: ${color.onAccent}; }
  li[data-state='done'] a, li[data-state='done'] > span:nth-of-type(2) { color: ${color.muted}; text-decoration: line-through; }
  a, li > span:nth-of-type(2) { display: inline-flex; align-items: center; min-height: 44px; font-weight: 600; }
  small { grid-column: 2; color: ${color.muted}; font-size: 0.85rem; }
  li > button { grid-column: 2; justify-self: start; }
`;

const STATE_WORDS = { done: 'Done', todo: 'To do', unknown: 'Not known yet' } as const;

function StepRow({ step, onRemoveSamples }: { step: MakeItYoursStep; onRemoveSamples: () => void }) {
  const samplesLeft = step.id === 'samples' && step.state === 'todo';
  return (
    <li data-state={step.state}>
      <span aria-hidden="true">{step.state === 'done' ? '✓' : step.state === 'unknown' ? '?' : ''}</span>
      {samplesLeft ? <span>{step.label}</span> : <Link to={step.to}>{step.label}</Link>}
      <span className="visually-hidden">{STATE_WORDS[step.state]}</span>
      {step.note && <small>{step.note}</small>}
      {samplesLeft && <button type="button" css={outlineButtonCss} onClick={onRemoveSamples}>Remove the samples</button>}
    </li>
  );
}

export function MakeItYoursChecklist({ settings }: { settings: SiteSettings }) {
  const facts = useChecklistFacts();
  const removeSamples = useRemoveSamples();
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  if (facts.loading) return null;
  const steps = makeItYoursSteps({ settings, pages: facts.pages, samplesLeft: facts.samplesLeft, now: new Date() });
  const left = steps.filter((step) => step.state !== 'done').length;
  if (left === 0) return null;

  const askRemoveSamples = () =>
    setQuestion({
      title: 'Remove the sample content?',
      description: 'The sample posts, essays, books and other items you never edited go, with their images. Everything you wrote or changed stays.',
      confirmLabel: 'Remove the samples',
      danger: true,
      onConfirm: () =>
        void removeSamples().then(
          () => toast({ title: 'The sample content is removed.' }),
          (error: unknown) => toast({ title: 'The samples were not removed', description: failureReason(error), variant: 'destructive' }),
        ),
    });

  return (
    <section id="make-it-yours" css={sectionCss} aria-labelledby="make-it-yours-title">
      <h2 id="make-it-yours-title">Make it yours</h2>
      <p>{steps.length - left} of {steps.length} done. Each step links to where it is done.</p>
      <ol css={listCss}>
        {steps.map((step) => <StepRow key={step.id} step={step} onRemoveSamples={askRemoveSamples} />)}
      </ol>
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </section>
  );
}
