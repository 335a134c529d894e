// The fields of POST /api/admin/import besides the file itself.
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class ImportFieldsInput {
  /** Where posts go; default blog. */
  @IsOptional()
  @IsIn(['blog', 'essays'], { message: 'into must be blog or essays' })
  into?: 'blog' | 'essays';

  /** true: report what the import would do, and write nothing. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'dryRun must be true or false' })
  dryRun?: 'true' | 'false';

  /** true: a backup is restored over a site that has content. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'replace must be true or false' })
  replace?: 'true' | 'false';

  /** true: the source site's settings (title, description, accent colour, navigation, accounts) are applied. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'settings must be true or false' })
  settings?: 'true' | 'false';

  /** The owner's choice of category for source categories: a JSON object, source category → category value (checked against the site's). */
  @IsOptional()
  @IsString({ message: 'categories must be text' })
  @MaxLength(40_000, { message: 'categories must be at most 40000 characters' })
  categories?: string;
}
