import { RandomPickInput } from '../../entities/RandomPickInput';
import { randomQuote } from '../services/quotes';
import { defineApi } from './define';
import { validateQuery } from './validateInput';

export const quotesApi = defineApi('quotes', (api) => {
  // JSON null when there are no quotes: the card shows its empty text and the home page still renders.
  api.get('/quotes/random', async ({ db }, { query }) => randomQuote(db, (await validateQuery(RandomPickInput, query)).exclude));
});
