// An import's warnings, grouped (./groupWarnings.ts): what would be lost first, each repeated
// message once with its count, and its items behind a toggle when there are many.
import { css } from '@emotion/react';
import { color, radius } from '../../style/theme';
import { groupWarnings, type WarningGroup } from './groupWarnings';

/** Items named inline under a message; more go behind a toggle, so a phone is not one endless list. */
const SHOWN_ITEMS = 3;

const listCss = css`
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  > li { margin-bottom: 10px; padding: 8px 10px; border-radius: ${radius.md}; background: ${color.surfaceAlt}; overflow-wrap: anywhere; }
  > li[data-loss='true'] { border-left: 4px solid ${color.danger}; }
  summary { cursor: pointer; color: ${color.link}; }
  ul { margin: 4px 0 0; padding-left: 20px; }
`;

const itemsLine = (items: string[]) => items.slice(0, SHOWN_ITEMS).join(', ') + (items.length > SHOWN_ITEMS ? ', …' : '');

function Group({ group }: { group: WarningGroup }) {
  const count = group.items.length;
  return (
    <li data-loss={group.loss}>
      <strong>{count === 1 ? group.items[0] : `${count} items`}</strong>: {group.message}
      {count > 1 && count <= SHOWN_ITEMS && <div>{itemsLine(group.items)}</div>}
      {count > SHOWN_ITEMS && (
        <details>
          <summary>{itemsLine(group.items)} (show all {count})</summary>
          <ul>
            {group.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same title may come twice; the list never reorders
              <li key={i}>{item}</li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

export function ImportWarnings({ warnings }: { warnings: { item: string; message: string }[] }) {
  if (warnings.length === 0) return <p>No warnings.</p>;
  const groups = groupWarnings(warnings);
  const losses = groups.filter((group) => group.loss).reduce((sum, group) => sum + group.items.length, 0);
  return (
    <>
      <h3>
        {warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}
        {losses > 0 && `, ${losses} about something left out`}
      </h3>
      <ul css={listCss}>
        {groups.map((group) => (
          <Group key={group.message} group={group} />
        ))}
      </ul>
    </>
  );
}
