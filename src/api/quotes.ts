import { randomQuote } from '../services/quotes';
import { excludeParam } from './excludeParam';
import { defineApi } from './define';

export const quotesApi = defineApi('quotes', (api) => {
  // JSON null when there are no quotes: the card shows its empty text and the home page still renders.
  api.get('/quotes/random', ({ db }, { query }) => randomQuote(db, excludeParam(query)));
});
