import { IsIn, IsOptional, Matches } from 'class-validator';
import { OUTBOX_STATUSES, type AdminEmailSummaryDto } from '../views/api/adminTypes';

/** GET /api/admin/emails?page=&status=&sendId=: one page of the outbox, filtered. */
export class OutboxListInput {
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: 'page must be a whole number from 1' })
  page?: string;

  @IsOptional()
  @IsIn(OUTBOX_STATUSES, { message: `status must be one of ${OUTBOX_STATUSES.join(', ')}` })
  status?: AdminEmailSummaryDto['status'];

  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/, { message: 'sendId must be a send\'s id' })
  sendId?: string;
}
