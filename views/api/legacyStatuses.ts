import { isOneOf } from './oneOf';

/** Where a legacy statement stands: held for review, on the wall, or kept off it. */
export const LEGACY_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type LegacyStatus = (typeof LEGACY_STATUSES)[number];

/** The statuses the moderation screen lists (GET /api/admin/legacy?status=), the first the default. */
export const MODERATION_STATUSES = ['pending', 'approved'] as const satisfies readonly LegacyStatus[];

export type LegacyModerationStatus = (typeof MODERATION_STATUSES)[number];

export const isModerationStatus = (value: string): value is LegacyModerationStatus => isOneOf(MODERATION_STATUSES, value);
