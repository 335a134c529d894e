import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { essayRules } from '../views/lib/contentRules';
import { essayReadingTime } from '../views/lib/text';
import { ADMIN_CONTENT_LIMITS } from '../views/api/adminContentLimits';
import { ContentAdminInput, IsContentBody, optionalTrimmed, saveInputs } from './ContentAdminInput';
import { HasNoControlCharacters } from './textRules';

/** '{n} min read' with n from 1 to 600. */
const READING_TIME = /^(?:[1-9]\d?|[1-5]\d\d|600) min read$/;

/** A bare number means minutes; empty means "work it out". */
function normaliseReadingTime(value: unknown): unknown {
  const text = optionalTrimmed(value);
  if (typeof text === 'number') return essayReadingTime(text);
  if (typeof text === 'string' && /^\d{1,6}$/.test(text)) return essayReadingTime(Number(text));
  return text;
}

/** The body of POST /api/admin/ai-islam and PUT /api/admin/ai-islam/{id}. */
export class EssayAdminInput extends ContentAdminInput {
  @IsContentBody()
  bodyHtml: string;

  /** Absent: the site's default essay authors. */
  @IsOptional()
  @IsString()
  @MaxLength(ADMIN_CONTENT_LIMITS.authors)
  @HasNoControlCharacters('none', { message: 'authors must be a single line of text' })
  authors?: string;

  /** Absent: made from the body. */
  @IsOptional()
  @IsString()
  @Matches(READING_TIME, { message: "readingTime must read '{n} min read' with n from 1 to 600" })
  readingTime?: string;
}

/** Both POST and PUT make a missing slug by the edit rule. */
export const essayInputs = saveInputs(EssayAdminInput, essayRules, (raw) => ({
  authors: optionalTrimmed(raw.authors),
  readingTime: normaliseReadingTime(raw.readingTime),
}));
