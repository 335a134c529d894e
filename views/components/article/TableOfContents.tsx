// 'Contents' of a long post or essay: links to its h2 and h3 headings. Built from the body's HTML
// string (views/lib/tableOfContents.ts), so the server's list and the browser's are the same.
import type { TocEntry } from '../../lib/tableOfContents';

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-labelledby="contents-title" className="article-toc print-hidden">
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
