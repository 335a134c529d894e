// Labelled form controls, alerts and the loading spinner of the admin forms.
import { css, keyframes } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cardCss, inputCss } from '../../components/ui';
import { color, font, media, radius } from '../../style/theme';

const fieldCss = css`
  display: grid;
  gap: 6px;
  margin-bottom: 20px;
  label { font-weight: 600; font-size: 0.95rem; }
`;

const hintCss = css`
  margin: 0;
  font-size: 0.85rem;
  color: ${color.muted};
`;

const textareaCss = css`
  ${inputCss};
  resize: vertical;
  line-height: 1.5;
`;

export const codeAreaCss = css`
  font-family: ${font.mono};
  font-size: 0.88rem;
`;

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  /** The server's words about this field's value, shown under it and read with it. */
  error?: string;
}

const errorCss = css`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${color.danger};
`;

/** The ids a control is described by: its hint, then its error. */
const describedBy = (id: string, hint: ReactNode, error: string | undefined) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

const controlState = (id: string, hint: ReactNode, error: string | undefined) => ({
  'aria-describedby': describedBy(id, hint, error),
  'aria-invalid': error ? true : undefined,
});

const codeTextareaCss = css`
  ${textareaCss};
  ${codeAreaCss};
`;

function Field({ id, label, hint, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div css={fieldCss}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p css={hintCss} id={`${id}-hint`} aria-live="polite">{hint}</p>}
      {error && <p css={errorCss} id={`${id}-error`}>{error}</p>}
    </div>
  );
}

type InputProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & { value: string; onChange: (value: string) => void };

export function TextField({ label, hint, error, value, onChange, ...rest }: InputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input id={id} css={inputCss} value={value} onChange={(e) => onChange(e.target.value)} {...controlState(id, hint, error)} {...rest} />
    </Field>
  );
}

type TextAreaProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & { value: string; onChange: (value: string) => void; code?: boolean };

export function TextAreaField({ label, hint, error, value, onChange, code = false, ...rest }: TextAreaProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea id={id} css={code ? codeTextareaCss : textareaCss} value={value} onChange={(e) => onChange(e.target.value)} {...controlState(id, hint, error)} {...rest} />
    </Field>
  );
}

type SelectProps = FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & { value: string; onChange: (value: string) => void; options: { value: string; label: string }[] };

export function SelectField({ label, hint, error, value, onChange, options, ...rest }: SelectProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select id={id} css={inputCss} value={value} onChange={(e) => onChange(e.target.value)} {...controlState(id, hint, error)} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

const checkboxCss = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  margin-bottom: 20px;
  font-weight: 600;
  cursor: pointer;
  input { width: 20px; height: 20px; accent-color: ${color.accent}; }
`;

const checkboxHintCss = css`
  ${hintCss};
  margin: -14px 0 20px 30px;
`;

export function CheckboxField({ label, checked, onChange, hint }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; hint?: ReactNode }) {
  const id = useId();
  return (
    <div>
      <label css={checkboxCss} htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
        {label}
      </label>
      {hint && <p css={checkboxHintCss} id={`${id}-hint`}>{hint}</p>}
    </div>
  );
}

const alertCss = css`
  padding: 14px 16px;
  border-radius: ${radius.md};
  border: 1px solid;
  margin-bottom: 20px;
  p { margin: 0; }
  p + p { margin-top: 4px; }
  &[data-tone='success'] { background: #ecfdf5; border-color: #6ee7b7; color: #065f46; }
  &[data-tone='error'] { background: #fef2f2; border-color: #fca5a5; color: #991b1b; }
`;

/** A result message: errors are announced at once (role alert), successes politely (role status). */
export function FormAlert({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <div css={alertCss} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export const formCardCss = css`
  ${cardCss};
  padding: 22px 18px;
  ${media.md} { padding: 32px; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const spinnerCss = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 0;
  color: ${color.muted};
  &::before {
    content: '';
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 3px solid ${color.border};
    border-top-color: ${color.accent};
    animation: ${spin} 0.8s linear infinite;
  }
  ${media.reducedMotion} { &::before { animation-duration: 2.4s; } }
`;

/** The loading state: a spinner with its text for everyone. */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <p css={spinnerCss} role="status">
      {label}
    </p>
  );
}
