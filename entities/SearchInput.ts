// GET /api/search?q=&type=&page=: the words (1 to 200 characters once trimmed), an optional type, a page.
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SEARCH_TYPES, type SearchType } from '../views/api/types';
import { MAX_SEARCH_LENGTH } from '../views/lib/searchAddress';
import { trimmed } from './ContentAdminInput';

export class SearchInput {
  static normalise = (raw: Record<string, unknown>) => ({ ...raw, q: trimmed(raw.q) });

  @IsString({ message: 'q is required: the words to search for' })
  @IsNotEmpty({ message: 'q is required: the words to search for' })
  @MaxLength(MAX_SEARCH_LENGTH, { message: `q must be at most ${MAX_SEARCH_LENGTH} characters` })
  q: string;

  @IsOptional()
  @IsIn(SEARCH_TYPES, { message: `type must be one of: ${SEARCH_TYPES.join(', ')}` })
  type?: SearchType;

  @IsOptional()
  @Matches(/^[1-9]\d{0,3}$/, { message: 'page must be a whole number from 1 to 9999' })
  page?: string;
}
