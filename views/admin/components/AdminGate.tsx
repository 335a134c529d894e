// The secret-key gate: nothing admin loads until a key is entered. The server always renders
// this (it never knows the key); a refused key brings it back with the page's failure message.
import { css } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { primaryButtonCss } from '../../components/ui';
import { useSignIn } from '../adminApi';
import { FormAlert, formCardCss, TextField } from './FormFields';

const gateCardCss = css`
  ${formCardCss};
  max-width: 480px;
`;

const gateTitleCss = css`
  font-size: 1.3rem;
`;

export function AdminGate({ title, failure, children }: { title: string; failure?: ReactNode; children?: ReactNode }) {
  const [key, setKey] = useState('');
  const signIn = useSignIn();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (key.trim()) signIn(key.trim());
  };
  return (
    <section aria-labelledby="admin-gate-title" css={gateCardCss}>
      <h2 id="admin-gate-title" css={gateTitleCss}>{title}</h2>
      {children ?? <p>Enter the admin secret key to continue. It stays in this browser tab only.</p>}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <form onSubmit={onSubmit}>
        <TextField label="Admin secret key" type="password" required autoComplete="current-password" value={key} onChange={setKey} />
        <button type="submit" css={primaryButtonCss}>
          Continue
        </button>
      </form>
    </section>
  );
}
