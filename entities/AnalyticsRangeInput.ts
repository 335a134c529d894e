// GET /api/admin/analytics[.csv]?from=YYYY-MM-DD&to=YYYY-MM-DD: UTC days, both included. Without
// them, the last 30 days; the range checks (order, three years at most) are in
// src/services/analytics/analyticsRange.ts.
import { IsOptional, Matches } from 'class-validator';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class AnalyticsRangeInput {
  @IsOptional()
  @Matches(DAY, { message: 'from must be a day written YYYY-MM-DD' })
  from?: string;

  @IsOptional()
  @Matches(DAY, { message: 'to must be a day written YYYY-MM-DD' })
  to?: string;
}
