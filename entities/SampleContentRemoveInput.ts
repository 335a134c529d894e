import { IsBoolean, IsOptional } from 'class-validator';

/** POST /api/admin/sample-content/remove */
export class SampleContentRemoveInput {
  /** Only say what would go; nothing is removed. */
  @IsOptional()
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}
