// The first-run setup on /admin: short steps, one at a time, each saved when the owner continues;
// any step, or the whole setup, can be skipped. Its place is kept on the server (./newSite.ts), so
// a new tab opens at the same step. Everything here is also in Settings.
import { css } from '@emotion/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { SiteSettings } from '../../api/settings';
import { Link } from '../../app/router';
import { toast } from '../../components/toast/toastStore';
import { outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { ghostButtonCss } from '../components/ghostButtonCss';
import { color, media } from '../../style/theme';
import { FormAlert, formCardCss } from '../components/FormFields';
import { saveSetupProgress } from './newSite';
import { SETUP_STEPS } from './SetupSteps';

const cardCss = css`
  ${formCardCss};
  margin-bottom: 32px;
  h2 { font-size: 1.4rem; margin: 0 0 4px; }
  h3 { font-size: 1.15rem; margin: 18px 0 4px; }
  p { margin: 0 0 16px; color: ${color.muted}; }
`;

const progressCss = css`
  margin: 0 0 4px;
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${color.muted};
`;

const actionsCss = css`
  display: grid;
  gap: 10px;
  button { width: 100%; min-height: 48px; }
  ${media.sm} { display: flex; flex-wrap: wrap; button { width: auto; } }
`;

function Step({ settings, index, onNext }: { settings: SiteSettings; index: number; onNext: () => void }) {
  const step = SETUP_STEPS[index];
  const view = step.use(settings);
  const last = index === SETUP_STEPS.length - 1;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await view.save()) onNext();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="setup-step-title">
      <p css={progressCss}>Step {index + 1} of {SETUP_STEPS.length}</p>
      <h3 id="setup-step-title">{step.title}</h3>
      <p>{step.intro}</p>
      {view.fields}
      {view.state.status === 'failed' && <FormAlert tone="error"><p>Not saved: {view.state.message}</p></FormAlert>}
      <div css={actionsCss}>
        <button type="submit" css={primaryButtonCss} disabled={view.state.status === 'saving'}>
          {view.state.status === 'saving' ? 'Saving...' : last ? 'Save and finish' : 'Save and continue'}
        </button>
        <button type="button" css={outlineButtonCss} onClick={onNext}>Skip this step</button>
      </div>
    </form>
  );
}

/** Records the place; a failure only means another tab would open the setup one step back. */
const record = (step: number, closed: boolean) => void saveSetupProgress({ step, closed }).catch(() => undefined);

export function FirstRunSetup({ settings, firstStep, onClose }: { settings: SiteSettings; firstStep: number; onClose: () => void }) {
  const [index, setIndex] = useState(Math.min(firstStep, SETUP_STEPS.length - 1));
  const close = () => {
    record(index, true);
    onClose();
  };
  const finish = () => {
    toast({ title: 'Your site is set up', description: 'The checklist on the dashboard shows what is left.' });
    close();
  };
  const next = () => {
    if (index === SETUP_STEPS.length - 1) return finish();
    record(index + 1, false);
    setIndex(index + 1);
  };
  return (
    <section css={cardCss} aria-labelledby="setup-title">
      <h2 id="setup-title">Welcome: let's make this site yours</h2>
      <p>
        {SETUP_STEPS.length} quick steps. You can change all of it later in <Link to="/admin/settings">Settings</Link>.
      </p>
      <Step key={index} settings={settings} index={index} onNext={next} />
      <button type="button" css={ghostButtonCss} onClick={close}>Skip the setup</button>
    </section>
  );
}
