// What the admin sends to create or replace a book, resource, quote or brain teaser (PUT sends
// the whole record). Text is trimmed; an optional field left empty is stored as empty.
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { RESOURCE_TYPES, type ResourceType } from '../views/api/resourceTypes';
import { trimmed } from './ContentAdminInput';
import { SITE_PATH } from './sitePaths';
import { HasNoControlCharacters } from './textRules';

const trimmedStrings = (raw: Record<string, unknown>) => Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, trimmed(value)]));

/** An empty optional field means "none". */
const emptyAsMissing = (raw: Record<string, unknown>, names: string[]) => {
  const out = trimmedStrings(raw);
  for (const name of names) if (out[name] === '' || out[name] === null) out[name] = undefined;
  return out;
};

const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export class BookAdminInput {
  static normalise = (raw: Record<string, unknown>) => emptyAsMissing(raw, ['subtitle', 'rating', 'publishedYear', 'coverImage']);

  @IsString({ message: 'title is required' }) @MinLength(1, { message: 'title is required' }) @MaxLength(300) @HasNoControlCharacters()
  title: string;

  @IsOptional() @IsString() @MaxLength(300) @HasNoControlCharacters()
  subtitle?: string;

  @IsString({ message: 'author is required' }) @MinLength(1, { message: 'author is required' }) @MaxLength(300) @HasNoControlCharacters()
  author: string;

  @IsOptional() @IsNumber({}, { message: 'rating must be a number from 0 to 5' }) @Min(0, { message: 'rating must be a number from 0 to 5' }) @Max(5, { message: 'rating must be a number from 0 to 5' })
  rating?: number;

  @IsOptional() @IsInt({ message: 'publishedYear must be a year' }) @Min(1000, { message: 'publishedYear must be a year' }) @Max(2200, { message: 'publishedYear must be a year' })
  publishedYear?: number;

  @IsString({ message: 'description is required' }) @MinLength(1, { message: 'description is required' }) @MaxLength(5000) @HasNoControlCharacters('line breaks')
  description: string;

  @IsString({ message: 'amazonUrl is required' }) @MaxLength(1000) @Matches(WEB_ADDRESS, { message: 'amazonUrl must be an http(s) address' })
  amazonUrl: string;

  @IsOptional() @IsString() @Matches(SITE_PATH, { message: 'coverImage must be an image of this site, such as an uploaded one (/media/…)' })
  coverImage?: string;
}

export class ResourceAdminInput {
  static normalise = trimmedStrings;

  @IsIn(RESOURCE_TYPES, { message: `type must be one of ${RESOURCE_TYPES.join(', ')}` })
  type: ResourceType;

  @IsString({ message: 'title is required' }) @MinLength(1, { message: 'title is required' }) @MaxLength(300) @HasNoControlCharacters()
  title: string;

  @IsString({ message: 'description is required' }) @MinLength(1, { message: 'description is required' }) @MaxLength(5000) @HasNoControlCharacters('line breaks')
  description: string;

  /** An uploaded file (/media/<hash>/<name>) or one of the sample files under /resources/; its size is measured, not sent. */
  @IsString({ message: 'filePath is required' }) @Matches(/^\/(media|resources)\//, { message: 'filePath must be an uploaded file (/media/…) or a file under /resources/' }) @Matches(SITE_PATH, { message: 'filePath must be a path of this site' })
  filePath: string;
}

export class QuoteAdminInput {
  static normalise = trimmedStrings;

  @IsString({ message: 'text is required' }) @MinLength(1, { message: 'text is required' }) @MaxLength(2000) @HasNoControlCharacters('line breaks')
  text: string;

  @IsString({ message: 'author is required' }) @MinLength(1, { message: 'author is required' }) @MaxLength(200) @HasNoControlCharacters()
  author: string;

  @IsString({ message: 'category is required' }) @MinLength(1, { message: 'category is required' }) @MaxLength(100) @HasNoControlCharacters()
  category: string;
}

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

export class BrainTeaserAdminInput {
  static normalise = trimmedStrings;

  @IsString({ message: 'question is required' }) @MinLength(1, { message: 'question is required' }) @MaxLength(2000) @HasNoControlCharacters('line breaks')
  question: string;

  @IsString({ message: 'answer is required' }) @MinLength(1, { message: 'answer is required' }) @MaxLength(2000) @HasNoControlCharacters('line breaks')
  answer: string;

  @IsIn(DIFFICULTIES, { message: 'difficulty must be easy, medium or hard' })
  difficulty: (typeof DIFFICULTIES)[number];

  @IsString({ message: 'category is required' }) @MinLength(1, { message: 'category is required' }) @MaxLength(100) @HasNoControlCharacters()
  category: string;
}

/** POST /api/admin/{books|resources}/{id}/move */
export class MoveInput {
  @IsIn(['up', 'down'], { message: 'direction must be up or down' })
  direction: 'up' | 'down';
}
