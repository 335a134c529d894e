// A moderation queue's row of status tabs (pending, approved…): toggle buttons, the shown one pressed.
import { css } from '@emotion/react';
import { buttonCss } from '../../components/ui';
import { color, radius } from '../../style/theme';

const tabsCss = css`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  margin-bottom: 20px;
  border-radius: ${radius.pill};
  background: ${color.surfaceAlt};
  button { ${buttonCss}; min-height: 38px; background: transparent; color: ${color.muted}; }
  button[aria-pressed='true'] { background: ${color.surface}; color: ${color.text}; box-shadow: 0 1px 3px rgba(15, 23, 42, 0.12); }
`;

interface StatusTabsProps<Status extends string> {
  /** What the row chooses, for screen readers ('Comments to show'). */
  label: string;
  tabs: readonly { status: Status; label: string }[];
  shown: Status;
  onShow: (status: Status) => void;
}

export function StatusTabs<Status extends string>({ label, tabs, shown, onShow }: StatusTabsProps<Status>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset (whose default border and legend layout do not fit)
    <div css={tabsCss} role="group" aria-label={label}>
      {tabs.map((tab) => (
        <button key={tab.status} type="button" aria-pressed={shown === tab.status} onClick={() => onShow(tab.status)}>
          {tab.label}
        </button>
      ))}
    </div>
  );
}
