import type { DataSource } from 'typeorm';
import { Quote } from '../../entities';
import type { QuoteDto } from '../../views/api/types';
import { randomRow } from './randomRow';

export const toQuoteDto = (quote: Quote): QuoteDto => ({
  id: quote.id,
  text: quote.text,
  author: quote.author,
  category: quote.category,
});

/** A random quote (another than excludeId when possible), or null when there are none. */
export async function randomQuote(db: DataSource, excludeId?: number): Promise<QuoteDto | null> {
  const quote = await randomRow(db, Quote, excludeId);
  return quote && toQuoteDto(quote);
}
