// The body of a post or essay. Its HTML was sanitised when it was saved (the seed content is
// ours and trusted), so this is the one place the site renders stored HTML as markup (the
// table of contents shows its headings' text). Around it: the reading-progress bar, and a
// table of contents when the body has enough headings.
import { css } from '@emotion/react';
import { useMemo, useRef } from 'react';
import { MIN_TOC_ENTRIES, tableOfContents } from '../lib/tableOfContents';
import { color, font, media, radius } from '../style/theme';
import { ReadingProgress } from './article/ReadingProgress';
import { TableOfContents } from './article/TableOfContents';

/** The article's typography, shared with the admin's live preview so both look alike. */
export const proseCss = css`
  max-width: 68ch;
  font-family: ${font.serif};
  font-size: 1.12rem;
  line-height: 1.8;
  color: ${color.text};
  overflow-wrap: break-word;
  ${media.md} { font-size: 1.18rem; }

  > :first-child { margin-top: 0; }
  p, ul, ol, blockquote, pre, figure, table { margin: 0 0 1.35em; }

  h2, h3, h4 {
    font-family: ${font.sans};
    line-height: 1.25;
    letter-spacing: -0.015em;
    scroll-margin-top: 24px;
  }
  h2 { font-size: 1.55em; margin: 2em 0 0.6em; }
  h3 { font-size: 1.25em; margin: 1.7em 0 0.5em; }
  h4 { font-size: 1.05em; margin: 1.5em 0 0.4em; }

  a {
    color: ${color.accent};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
    &:hover { color: ${color.accentStrong}; text-decoration-thickness: 2px; }
  }
  strong { font-weight: 700; }

  ul, ol { padding-left: 1.4em; }
  li { margin: 0.35em 0; padding-left: 0.2em; }
  li::marker { color: ${color.muted}; }

  blockquote {
    padding: 0.2em 0 0.2em 1.2em;
    border-left: 3px solid ${color.accent};
    color: ${color.muted};
    font-style: italic;
    p:last-child { margin-bottom: 0; }
  }

  code {
    font-family: ${font.mono};
    font-size: 0.86em;
    padding: 0.12em 0.4em;
    border-radius: ${radius.sm};
    background: ${color.surfaceAlt};
  }
  pre {
    padding: 1em 1.2em;
    border-radius: ${radius.md};
    background: #1e1b4b;
    color: #f5f5f4;
    overflow-x: auto;
    line-height: 1.6;
    code { padding: 0; background: none; color: inherit; font-size: 0.85em; }
  }

  img { height: auto; border-radius: ${radius.md}; margin: 0 auto; }
  figcaption { font-family: ${font.sans}; font-size: 0.85rem; color: ${color.muted}; text-align: center; margin-top: 0.5em; }
  hr { border: 0; border-top: 1px solid ${color.border}; margin: 2.5em 0; }

  table { display: block; overflow-x: auto; border-collapse: collapse; font-family: ${font.sans}; font-size: 0.92em; }
  th, td { padding: 0.5em 0.8em; border: 1px solid ${color.border}; text-align: left; }
  th { background: ${color.surfaceAlt}; }

  @media print {
    max-width: none;
    font-size: 11.5pt;
    line-height: 1.55;
    a { color: inherit; }
    a[href^='http']::after { content: ' (' attr(href) ')'; overflow-wrap: anywhere; }
    pre { background: none; color: inherit; white-space: pre-wrap; }
  }
`;

export function ArticleBody({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null);
  const contents = useMemo(() => tableOfContents(html), [html]);
  return (
    <>
      <ReadingProgress body={body} />
      {contents.length >= MIN_TOC_ENTRIES && <TableOfContents entries={contents} />}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised when saved (src/services/sanitizeHtml.ts) */}
      <div ref={body} css={proseCss} data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
