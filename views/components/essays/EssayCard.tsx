// An essay in the list: title (the link, stretched over the card), date, reading time, authors,
// excerpt and its first few tags.
import { css } from '@emotion/react';
import { formatEssayDate } from '../../lib/format';
import type { EssaySummaryDto } from '../../api/types';
import { Link } from '../../app/router';
import { color, media, radius, shadow } from '../../style/theme';
import { CalendarIcon, ClockIcon } from '../icons';
import { badgeCss, cardCss } from '../ui';
import { ESSAY_CARD_TAG_LIMIT, essayReadingTime } from './essayText';

const cardLayoutCss = css`
  ${cardCss};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
  padding: 24px;
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  &:hover { transform: translateY(-3px); box-shadow: ${shadow.raised}; }
  &:focus-within { box-shadow: ${shadow.raised}; }
  ${media.reducedMotion} { transition: none; &:hover { transform: none; } }
  ${media.md} { padding: 28px; }
  h2 { font-size: 1.3rem; line-height: 1.3; margin: 0; }
`;

const titleLinkCss = css`
  color: ${color.text};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; border-radius: ${radius.lg}; }
  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${color.focusRing}; outline-offset: -3px; }
  article:hover & { color: ${color.accentStrong}; }
`;

const metaCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  font-size: 0.85rem;
  color: ${color.muted};
  span { display: inline-flex; align-items: center; gap: 6px; }
`;

const tagsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: auto 0 0;
  padding: 4px 0 0;
`;

const authorsCss = css`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
`;

const excerptCss = css`
  margin: 0;
  color: ${color.muted};
`;

export function EssayCard({ essay }: { essay: EssaySummaryDto }) {
  const tags = essay.tags.slice(0, ESSAY_CARD_TAG_LIMIT);
  return (
    <article css={cardLayoutCss}>
      <h2>
        <Link to={`/ai-islam/${essay.slug}`} css={titleLinkCss}>
          {essay.title}
        </Link>
      </h2>
      <div css={metaCss}>
        <span><CalendarIcon size={16} /> <time dateTime={essay.publishedAt}>{formatEssayDate(essay.publishedAt)}</time></span>
        <span><ClockIcon size={16} /> {essayReadingTime(essay)}</span>
      </div>
      <p css={authorsCss}>{essay.authors}</p>
      <p css={excerptCss}>{essay.excerpt}</p>
      {tags.length > 0 && (
        <ul aria-label="Tags" css={tagsCss}>
          {tags.map((tag) => <li key={tag} css={badgeCss}>{tag}</li>)}
        </ul>
      )}
    </article>
  );
}
