import { IsBoolean, IsInt, Max, Min } from 'class-validator';

/** The most steps the first-run setup may have (views/admin/setup/SetupSteps.ts has fewer). */
export const MAX_SETUP_STEP = 20;

/** PUT /api/admin/setup: how far the owner went in the first-run setup, and whether they closed it. */
export class SetupProgressInput {
  @IsInt({ message: 'step must be a whole number' })
  @Min(0, { message: 'step must be at least 0' })
  @Max(MAX_SETUP_STEP, { message: `step must be at most ${MAX_SETUP_STEP}` })
  step: number;

  @IsBoolean({ message: 'closed must be true or false' })
  closed: boolean;
}
