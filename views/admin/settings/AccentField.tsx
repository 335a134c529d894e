// The accent colour: a colour well for choosing by eye and a text box for an exact '#rrggbb';
// both edit the same value. The site derives every accent shade (and readable text on it) from it.
import { css } from '@emotion/react';
import { useId } from 'react';
import { color, radius } from '../../style/theme';
import { TextField } from '../components/FormFields';

const HEX = /^#[0-9a-f]{6}$/i;

const rowCss = css`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: 12px;
  align-items: start;
  > input {
    width: 64px;
    height: 48px;
    margin-top: 28px;
    padding: 2px;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    cursor: pointer;
  }
`;

export function AccentField({ value, onChange, error }: { value: string; onChange: (hex: string) => void; error?: string }) {
  const id = useId();
  return (
    <div css={rowCss}>
      <input id={id} type="color" aria-label="Choose the accent colour" value={HEX.test(value) ? value.toLowerCase() : '#000000'} onChange={(event) => onChange(event.target.value)} />
      <TextField
        label="Accent colour"
        hint="Six hex digits, like #0f766e. Buttons, links and highlights follow it."
        autoCapitalize="none"
        spellCheck={false}
        maxLength={7}
        value={value}
        onChange={(next) => onChange(next.trim())}
        error={error}
      />
    </div>
  );
}
