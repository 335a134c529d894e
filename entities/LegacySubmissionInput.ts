import { IsOptional, IsString, ValidateBy, type ValidationOptions } from 'class-validator';
import { LEGACY_NAME_MAX_LENGTH, STATEMENT_MAX_LENGTH } from '../views/api/legacyLimits';
import { HasNoControlCharacters } from './textRules';

// Characters are counted as code points, the way MySQL counts a utf8mb4 varchar, so an emoji
// counts once and a value that passes here always fits its column.
const lengthOf = (value: string) => [...value].length;

function CodePointLength(min: number, max: number, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'codePointLength',
      constraints: [min, max],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && lengthOf(value) >= min && lengthOf(value) <= max,
        // class-validator fills in $property.
        defaultMessage: () => (min > 0 ? `$property must be ${min} to ${max} characters` : `$property must be at most ${max} characters`),
      },
    },
    options,
  );
}

/** Trimmed; an empty optional field means "not given". */
const optionalText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** POST /api/legacy/submit */
export class LegacySubmissionInput {
  static normalise(raw: Record<string, unknown>) {
    const statement = typeof raw.statement === 'string' ? raw.statement.replace(/\r\n?/g, '\n').trim() : raw.statement;
    return { ...raw, statement, authorName: optionalText(raw.authorName), location: optionalText(raw.location) };
  }

  @IsString({ message: 'statement is required' })
  @CodePointLength(1, STATEMENT_MAX_LENGTH)
  @HasNoControlCharacters('line breaks')
  statement: string;

  @IsOptional()
  @IsString()
  @CodePointLength(0, LEGACY_NAME_MAX_LENGTH)
  @HasNoControlCharacters()
  authorName: string | null = null;

  @IsOptional()
  @IsString()
  @CodePointLength(0, LEGACY_NAME_MAX_LENGTH)
  @HasNoControlCharacters()
  location: string | null = null;
}
