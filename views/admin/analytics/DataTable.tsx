// One analytics table in its card: a heading that names the table, numbers right-aligned in
// tabular figures, and a sentence instead when there are no rows. Nothing scrolls sideways on a
// phone: long text wraps anywhere, and a table with three or more numbers shows each row as its
// first cell over its other cells, each labelled (data-label), below 640 px.
import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { color } from '../../style/theme';
import { panelCss } from './analyticsCss';

export interface Column<Row> {
  label: string;
  /** Right-aligned, tabular figures, labelled on a phone. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

const tableCss = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th, td { padding: 8px 10px; text-align: left; vertical-align: top; border-bottom: 1px solid ${color.border}; }
  th:first-of-type, td:first-of-type { padding-left: 0; }
  th:last-of-type, td:last-of-type { padding-right: 0; }
  th { font-size: 0.76rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: ${color.muted}; }
  tbody tr:last-of-type td { border-bottom: 0; }
  td:first-of-type { overflow-wrap: anywhere; }
  [data-numeric] { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  @media (max-width: 639.98px) {
    &[data-stack='true'] {
      thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
      tbody { display: block; }
      tr { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 2px 16px; padding: 10px 0; border-bottom: 1px solid ${color.border}; }
      tbody tr:last-of-type { border-bottom: 0; }
      td { display: block; padding: 0; border: 0; }
      td:first-of-type { grid-column: 1 / -1; font-weight: 600; margin-bottom: 2px; }
      td[data-label] { display: flex; justify-content: space-between; gap: 8px; white-space: normal; }
      td[data-label]::before { content: attr(data-label); color: ${color.muted}; font-size: 0.85rem; text-align: left; }
    }
  }
`;

export function DataTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  empty,
  note,
  wide = false,
}: {
  title: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The sentence shown instead of an empty table. */
  empty: string;
  /** A line under the heading (what the numbers count). */
  note?: ReactNode;
  /** Spans the whole width where the tables stand two by two. */
  wide?: boolean;
}) {
  const id = useId();
  const stack = columns.filter((column) => column.numeric).length >= 3;
  return (
    <section css={panelCss} aria-labelledby={id} data-wide={wide || undefined}>
      <h2 id={id}>{title}</h2>
      {note}
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table css={tableCss} aria-labelledby={id} data-stack={stack}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" data-numeric={column.numeric || undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => (
                  <td key={column.label} data-numeric={column.numeric || undefined} data-label={stack && index > 0 ? column.label : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
