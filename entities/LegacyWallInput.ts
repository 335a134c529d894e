import { IsIn } from 'class-validator';
import { LEGACY_FILTERS, type LegacyFilter } from '../views/api/legacyFilters';

/** GET /api/legacy/:filter (a path param): the order of the wall. */
export class LegacyWallInput {
  @IsIn(LEGACY_FILTERS, { message: `filter must be one of ${LEGACY_FILTERS.join(', ')}` })
  filter: LegacyFilter;
}
