// AI Quote of the Day: a random quote, replaced by another every 10 seconds.
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { quoteQuery } from '../../data/queries';
import { color, font } from '../../style/theme';
import { QuoteIcon } from '../pageIcons';
import { badgeCss } from '../ui';
import { DailyCard, emptyTextCss } from './DailyCard';
import { anotherRandom } from './anotherRandom';

export const QUOTE_REFRESH_MS = 10_000;

const figureCss = css`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
  flex: 1;
  blockquote {
    margin: 0;
    font-family: ${font.serif};
    font-size: 1.3rem;
    line-height: 1.5;
    font-style: italic;
  }
  figcaption {
    margin-top: auto;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    font-weight: 600;
    color: ${color.muted};
  }
  span { text-transform: capitalize; }
`;

const quoteTextCss = css`
  margin: 0;
`;

const authorCss = css`
  font-style: normal;
`;

export function QuoteCard() {
  const quote = useQuery({
    ...anotherRandom(quoteQuery()),
    refetchInterval: QUOTE_REFRESH_MS,
  });
  return (
    <DailyCard title="AI Quote of the Day" titleId="quote-title" icon={<QuoteIcon />}>
      {quote.isPending ? (
        <p css={emptyTextCss} role="status">Loading quote...</p>
      ) : quote.isError && !quote.data ? (
        <p css={emptyTextCss} role="alert">The quote could not be loaded.</p>
      ) : quote.data ? (
        <figure css={figureCss}>
          <blockquote><p css={quoteTextCss}>“{quote.data.text}”</p></blockquote>
          <figcaption>
            <cite css={authorCss}>— {quote.data.author}</cite>
            <span css={badgeCss}>{quote.data.category}</span>
          </figcaption>
        </figure>
      ) : (
        <p css={emptyTextCss}>No quotes available</p>
      )}
    </DailyCard>
  );
}
