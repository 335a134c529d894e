import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimmed } from './ContentAdminInput';
import { HasNoControlCharacters } from './textRules';

/** POST /api/admin/categories and PUT /api/admin/categories/{value}. */
export class CategoryInput {
  static normalise = (raw: Record<string, unknown>) => ({ ...raw, label: trimmed(raw.label) });

  @IsString({ message: 'label is required' })
  @IsNotEmpty({ message: 'label is required' })
  @MaxLength(100)
  @HasNoControlCharacters('none', { message: 'label must be a single line of text' })
  label: string;
}

/** DELETE /api/admin/categories/{value}: where its posts go, when it has any. */
export class CategoryDeleteInput {
  @IsOptional()
  @IsString({ message: 'moveTo must be a category value' })
  @MaxLength(64)
  moveTo?: string;
}
