// The body of a post or essay. Its HTML was sanitised when it was saved (the seed content is
// ours and trusted), so this is the one place the site renders stored HTML as markup (the
// table of contents shows its headings' text). Around it: the reading-progress bar, and a
// table of contents when the body has enough headings. Its typography is site-wide CSS
// (views/style/articleCss.ts), sent in the head; the class is written out here rather than
// imported (views/style/classNames.ts) so that module, shared with the admin, stays out of the
// page's chunks (test/ssr/blog.test.ts checks the two agree).
import { useMemo, useRef } from 'react';
import { MIN_TOC_ENTRIES, tableOfContents } from '../lib/tableOfContents';
import { ReadingProgress } from './article/ReadingProgress';
import { TableOfContents } from './article/TableOfContents';

export function ArticleBody({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null);
  const contents = useMemo(() => tableOfContents(html), [html]);
  return (
    <>
      <ReadingProgress body={body} />
      {contents.length >= MIN_TOC_ENTRIES && <TableOfContents entries={contents} />}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised when saved (src/services/sanitizeHtml.ts) */}
      <div ref={body} className="article-prose e-content" data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
