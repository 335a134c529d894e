import { IsIn, IsOptional } from 'class-validator';
import { MODERATION_STATUSES, type LegacyModerationStatus } from '../views/api/legacyStatuses';

/** GET /api/admin/legacy?status=: pending (when absent) or approved. */
export class ModerationListInput {
  @IsOptional()
  @IsIn(MODERATION_STATUSES, { message: `status must be one of ${MODERATION_STATUSES.join(', ')}` })
  status?: LegacyModerationStatus;
}
