// One section of /admin/settings: a form with its heading, its fields and its own Save button;
// under the button, "Saved" once the server kept it, or what the server refused. A section may
// hold its save back (`holdBack`: why), e.g. while a photo waits for its own upload.
import { css } from '@emotion/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { primaryButtonCss } from '../../components/ui';
import { color, media } from '../../style/theme';
import { FormAlert, formCardCss } from '../components/FormFields';
import type { SaveState } from './settingsApi';

const sectionCss = css`
  ${formCardCss};
  margin-bottom: 24px;
  scroll-margin-top: 84px;
  h2 { font-size: 1.3rem; margin: 0 0 4px; }
  > p { margin: 0 0 20px; color: ${color.muted}; }
`;

const footerCss = css`
  display: grid;
  gap: 12px;
  margin-top: 8px;
  button { width: 100%; min-height: 48px; }
  p { margin: 0; }
  ${media.sm} { display: flex; align-items: center; gap: 16px; button { width: auto; } }
`;

const savedCss = css`
  margin: 0;
  font-weight: 700;
  color: ${color.text};
  &::before { content: '✓ '; color: ${color.accentStrong}; }
`;

interface SettingsSectionProps {
  id: string;
  title: string;
  intro: ReactNode;
  state: SaveState;
  onSave: () => void;
  /** Why saving must wait, or undefined. */
  holdBack?: string;
  children: ReactNode;
}

export function SettingsSection({ id, title, intro, state, onSave, holdBack, children }: SettingsSectionProps) {
  const [heldBack, setHeldBack] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setHeldBack(Boolean(holdBack));
    if (!holdBack) onSave();
  };
  const saved = state.status === 'saved' && !holdBack;
  return (
    <form id={id} css={sectionCss} aria-labelledby={`${id}-title`} onSubmit={onSubmit} noValidate>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{intro}</p>
      {children}
      {state.status === 'failed' && (
        <FormAlert tone="error">
          <p>Not saved: {state.message}</p>
        </FormAlert>
      )}
      {heldBack && holdBack && (
        <FormAlert tone="error">
          <p>Not saved: {holdBack}</p>
        </FormAlert>
      )}
      <div css={footerCss}>
        <button type="submit" css={primaryButtonCss} disabled={state.status === 'saving'}>
          {state.status === 'saving' ? 'Saving...' : `Save ${title.toLowerCase()}`}
        </button>
        <p role="status" css={saved ? savedCss : undefined}>{saved ? 'Saved' : ''}</p>
      </div>
    </form>
  );
}
