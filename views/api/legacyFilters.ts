import { isOneOf } from './oneOf';

/** The orders of the public legacy wall (GET /api/legacy/:filter), the first the default. */
export const LEGACY_FILTERS = ['recent', 'popular', 'random'] as const;

export type LegacyFilter = (typeof LEGACY_FILTERS)[number];

export const isLegacyFilter = (value: string): value is LegacyFilter => isOneOf(LEGACY_FILTERS, value);

export const LEGACY_FILTER_LABELS: Record<LegacyFilter, string> = { recent: 'Recent', popular: 'Popular', random: 'Random' };
