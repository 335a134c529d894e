// The site's handle on the fediverse, with a copy button, and how a reader follows it.
import { css } from '@emotion/react';
import { useState } from 'react';
import { color } from '../../style/theme';
import { formCardCss } from '../components/FormFields';
import { ghostButtonCss } from '../components/ghostButtonCss';

const cardCss = css`
  ${formCardCss};
  margin-bottom: 24px;
  h2 { font-size: 1.3rem; margin: 0 0 12px; }
  p { color: ${color.muted}; margin: 12px 0 0; }
`;

const handleRowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  code { font-size: 1.1rem; overflow-wrap: anywhere; color: ${color.text}; }
`;

export function FollowHandle({ handle, host }: { handle: string; host: string }) {
  const address = `@${handle}@${host}`;
  const [note, setNote] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setNote('Handle copied.');
    } catch {
      setNote('Copying was refused: select the handle and copy it.');
    }
  };
  return (
    <section css={cardCss} aria-labelledby="follow-title">
      <h2 id="follow-title">How to follow</h2>
      <div css={handleRowCss}>
        <code>{address}</code>
        <button type="button" css={ghostButtonCss} onClick={copy}>Copy handle</button>
        <span role="status">{note}</span>
      </div>
      <p>Readers follow this handle from Mastodon or any fediverse app; they can also paste the site's address ({host}) into Mastodon's search.</p>
    </section>
  );
}
