// A labelled search box with a leading icon, for the lists that filter in the browser.
import { css } from '@emotion/react';
import { useId } from 'react';
import { color } from '../../style/theme';
import { SearchIcon } from '../icons';
import { inputCss } from '../ui';

const MAX_SEARCH_LENGTH = 200;

const wrapperCss = css`
  position: relative;
  svg { position: absolute; left: 14px; top: 50%; transform: translateY(-50%); color: ${color.muted}; pointer-events: none; }
  input { padding-left: 42px; font-size: 1rem; }
`;

export function SearchField({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the role on a div is understood everywhere; the <search> element is too new for some browsers this site supports
    <div css={wrapperCss} role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon size={18} />
      <input
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        css={inputCss}
      />
    </div>
  );
}
