// A row of toggle buttons that pick one filter value; the first choice (value '') means "all".
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, media, radius } from '../../style/theme';

export interface FilterChoice {
  value: string;
  label: string;
}

// On phones the chips scroll sideways in one row instead of stacking into a tall block.
const groupCss = css`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  scrollbar-width: none;
  margin: -4px -20px;
  padding: 4px 20px;
  > * { flex: none; }
  ${media.sm} { flex-wrap: wrap; overflow: visible; margin: 0; padding: 0; }
`;

export const chipCss = css`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 6px 14px;
  border-radius: ${radius.pill};
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  font-size: 0.88rem;
  font-weight: 500;
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease;
  &:hover { border-color: ${color.accent}; color: ${color.accentStrong}; }
  &[aria-pressed='true'] { background: ${color.accent}; border-color: ${color.accent}; color: ${color.onAccent}; font-weight: 600; }
`;

interface FilterChipsProps {
  label: string;
  choices: FilterChoice[];
  selected: string;
  onSelect: (value: string) => void;
  /** Extra controls at the end of the row (e.g. 'Show all topics'). */
  children?: ReactNode;
}

export function FilterChips({ label, choices, selected, onSelect, children }: FilterChipsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset (whose default border and legend layout do not fit)
    <div role="group" aria-label={label} css={groupCss}>
      {choices.map((choice) => (
        <button key={choice.value || '(all)'} type="button" css={chipCss} aria-pressed={choice.value === selected} onClick={() => onSelect(choice.value)}>
          {choice.label}
        </button>
      ))}
      {children}
    </div>
  );
}
