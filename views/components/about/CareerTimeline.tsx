// The career timeline: each entry's phase label, year range, title and description.
import { css } from '@emotion/react';
import type { TimelineEntry } from '../../api/settings';
import { color, media } from '../../style/theme';
import { badgeCss, cardCss } from '../ui';

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0 0 0 28px;
  position: relative;
  display: grid;
  gap: 24px;
  &::before { content: ''; position: absolute; left: 7px; top: 8px; bottom: 8px; width: 2px; background: ${color.border}; }
`;

const itemCss = css`
  position: relative;
  &::before {
    content: '';
    position: absolute;
    left: -28px;
    top: 26px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${color.accent};
    box-shadow: 0 0 0 4px ${color.accentSoft};
  }
`;

const entryCss = css`
  ${cardCss};
  padding: 20px 22px;
  ${media.md} { padding: 24px 28px; }
  h3 { font-size: 1.2rem; margin: 10px 0 6px; }
  p { margin: 0; color: ${color.muted}; }
`;

const entryHeadCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const yearCss = css`
  font-weight: 700;
  color: ${color.accentStrong};
`;

export function CareerTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol css={listCss}>
      {entries.map((entry) => (
        <li key={entry.year} css={itemCss}>
          <article css={entryCss}>
            <div css={entryHeadCss}>
              <span css={badgeCss}>{entry.phase}</span>
              <span css={yearCss}>{entry.year}</span>
            </div>
            <h3>{entry.title}</h3>
            <p>{entry.description}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
