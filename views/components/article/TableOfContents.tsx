// 'Contents' of a long post or essay: links to its h2 and h3 headings. Built from the body's HTML
// string (views/lib/tableOfContents.ts), so the server's list and the browser's are the same.
import { css } from '@emotion/react';
import type { TocEntry } from '../../lib/tableOfContents';
import { color, font, radius } from '../../style/theme';

const tocCss = css`
  margin: 0 0 40px;
  padding: 16px 20px;
  border: 1px solid ${color.border};
  border-left: 3px solid ${color.accent};
  border-radius: ${radius.md};
  font-family: ${font.sans};
  h2 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.08em; color: ${color.muted}; }
  ol { list-style: none; margin: 0; padding: 0; }
  [data-level='3'] { padding-left: 18px; }
  a { display: inline-block; padding: 3px 0; color: ${color.text}; }
`;

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-labelledby="contents-title" css={tocCss} className="print-hidden">
      <h2 id="contents-title">Contents</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id} data-level={entry.level}>
            {/* The label is text: tags stripped, '<' escaped (see tableOfContents). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the label is escaped text (see the comment above) */}
            <a href={`#${entry.id}`} dangerouslySetInnerHTML={{ __html: entry.labelHtml }} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
