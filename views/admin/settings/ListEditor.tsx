// A list the owner edits in place: each item in its own box with its fields, moved up or down
// or removed by large buttons, and one button to add another. Items have no ids of their own,
// so the editor keeps a key per item that follows it when it moves.
import { css } from '@emotion/react';
import { useRef, useState, type ReactNode } from 'react';
import { outlineButtonCss } from '../../components/ui';
import { ghostButtonCss } from '../components/ghostButtonCss';
import { color, media, radius } from '../../style/theme';

const listCss = css`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const itemCss = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: 14px 14px 2px;
  min-width: 0;
  legend { font-weight: 700; padding: 0 6px; }
`;

// Up, Down and Remove share one row even on a phone: each a third of it, at least 44 px tall.
const controlsCss = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  margin: -6px 0 12px;
  button { min-height: 44px; padding-inline: 8px; }
  ${media.sm} { display: flex; button { min-width: 96px; } }
`;

const removeCss = css`
  ${ghostButtonCss};
  color: ${color.danger};
  ${media.sm} { margin-left: auto; }
`;

const groupCss = css`
  border: 0;
  padding: 0;
  margin: 0 0 20px;
  min-width: 0;
  > legend { font-weight: 700; font-size: 1.05rem; margin-bottom: 10px; padding: 0; }
`;

const hintCss = css`
  margin: -4px 0 12px;
  color: ${color.muted};
  font-size: 0.9rem;
`;

const listErrorCss = css`
  margin: 0 0 12px;
  color: ${color.danger};
  font-weight: 600;
`;

interface ListEditorProps<T> {
  /** The list's name, e.g. 'Links'. */
  title: string;
  /** What one item is called, e.g. 'link': 'Link 2', 'Add a link', 'Remove link 2'. */
  noun: string;
  items: T[];
  onChange: (items: T[]) => void;
  newItem: () => T;
  renderItem: (item: T, update: (next: T) => void, index: number) => ReactNode;
  /** The server's word about the list itself. */
  error?: string;
  hint?: ReactNode;
  max?: number;
}

export function ListEditor<T>({ title, noun, items, onChange, newItem, renderItem, error, hint, max = 50 }: ListEditorProps<T>) {
  const counter = useRef(0);
  const freshKey = () => ++counter.current;
  const [keys, setKeys] = useState<number[]>(() => items.map(freshKey));
  // The list was replaced from outside (the server's copy after a save): new keys to match.
  const itemKeys = keys.length === items.length ? keys : items.map(freshKey);
  if (itemKeys !== keys) setKeys(itemKeys);

  const change = (nextItems: T[], nextKeys: number[]) => {
    setKeys(nextKeys);
    onChange(nextItems);
  };
  const swap = <V,>(list: V[], a: number, b: number) => list.map((value, i) => (i === a ? list[b] : i === b ? list[a] : value));
  const move = (from: number, to: number) => change(swap(items, from, to), swap(itemKeys, from, to));
  const remove = (at: number) => change(items.filter((_, i) => i !== at), itemKeys.filter((_, i) => i !== at));
  const add = () => change([...items, newItem()], [...itemKeys, freshKey()]);
  const Noun = noun[0].toUpperCase() + noun.slice(1);

  return (
    <fieldset css={groupCss}>
      <legend>{title}</legend>
      {hint && <p css={hintCss}>{hint}</p>}
      {items.length > 0 && (
        <ol css={listCss}>
          {items.map((item, index) => (
            <li key={itemKeys[index]}>
              <fieldset css={itemCss}>
                <legend>{`${Noun} ${index + 1}`}</legend>
                {renderItem(item, (next) => onChange(items.map((old, i) => (i === index ? next : old))), index)}
                <div css={controlsCss}>
                  <button type="button" css={outlineButtonCss} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${noun} ${index + 1} up`}>↑ Up</button>
                  <button type="button" css={outlineButtonCss} disabled={index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${noun} ${index + 1} down`}>↓ Down</button>
                  <button type="button" css={removeCss} onClick={() => remove(index)} aria-label={`Remove ${noun} ${index + 1}`}>Remove</button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {error && <p role="alert" css={listErrorCss}>{error}</p>}
      <button type="button" css={outlineButtonCss} onClick={add} disabled={items.length >= max}>
        + Add {/^[aeiou]/i.test(noun) ? 'an' : 'a'} {noun}
      </button>
    </fieldset>
  );
}
