import { randomBrainTeaser } from '../services/brainTeasers';
import { excludeParam } from './excludeParam';
import { defineApi } from './define';

export const brainTeasersApi = defineApi('brain-teasers', (api) => {
  // JSON null when there are no teasers: the card shows its empty text and the home page still renders.
  api.get('/brain-teasers/random', ({ db }, { query }) => randomBrainTeaser(db, excludeParam(query)));
});
