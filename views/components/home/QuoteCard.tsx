// AI Quote of the Day: a random quote, replaced by another every 10 seconds.
import { useQuery } from '@tanstack/react-query';
import { quoteQuery } from '../../data/queries';
import { QuoteIcon } from '../pageIcons';
import { DailyCard } from './DailyCard';
import { anotherRandom } from './anotherRandom';

export const QUOTE_REFRESH_MS = 10_000;

export function QuoteCard() {
  const quote = useQuery({
    ...anotherRandom(quoteQuery()),
    refetchInterval: QUOTE_REFRESH_MS,
  });
  return (
    <DailyCard title="AI Quote of the Day" titleId="quote-title" icon={<QuoteIcon />}>
      {quote.isPending ? (
        <p className="home-empty-text" role="status">Loading quote...</p>
      ) : quote.isError && !quote.data ? (
        <p className="home-empty-text" role="alert">The quote could not be loaded.</p>
      ) : quote.data ? (
        <figure className="home-quote">
          <blockquote><p className="home-quote-text">“{quote.data.text}”</p></blockquote>
          <figcaption>
            <cite className="home-quote-author">— {quote.data.author}</cite>
            <span className="home-badge">{quote.data.category}</span>
          </figcaption>
        </figure>
      ) : (
        <p className="home-empty-text">No quotes available</p>
      )}
    </DailyCard>
  );
}
