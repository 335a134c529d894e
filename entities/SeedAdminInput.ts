import { IsBoolean, IsOptional } from 'class-validator';

/** POST /api/admin/seed */
export class SeedAdminInput {
  /** Reset the sample items to their sample values (never touches anything else). */
  @IsOptional()
  @IsBoolean({ message: 'force must be true or false' })
  force?: boolean;
}
