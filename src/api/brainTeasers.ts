import { RandomPickInput } from '../../entities/RandomPickInput';
import { randomBrainTeaser } from '../services/brainTeasers';
import { defineApi } from './define';
import { validateQuery } from './validateInput';

export const brainTeasersApi = defineApi('brain-teasers', (api) => {
  // JSON null when there are no teasers: the card shows its empty text and the home page still renders.
  api.get('/brain-teasers/random', async ({ db }, { query }) => randomBrainTeaser(db, (await validateQuery(RandomPickInput, query)).exclude));
});
