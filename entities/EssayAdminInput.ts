import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { essayReadingTime, slugifyForEdit } from '../views/lib/text';
import { ADMIN_CONTENT_LIMITS, ContentAdminInput, normaliseContentFields, optionalTrimmed } from './ContentAdminInput';
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

/** The body of POST /api/admin/ai-islam and PUT /api/admin/ai-islam/{id}; both make a missing slug by the edit rule. */
export class EssayAdminInput extends ContentAdminInput {
  static normalise(raw: Record<string, unknown>) {
    return {
      ...normaliseContentFields(raw, 'bodyHtml', slugifyForEdit),
      authors: optionalTrimmed(raw.authors),
      readingTime: normaliseReadingTime(raw.readingTime),
    };
  }

  @IsString({ message: 'bodyHtml is required' })
  @IsNotEmpty({ message: 'bodyHtml is required' })
  @MaxLength(ADMIN_CONTENT_LIMITS.body)
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
