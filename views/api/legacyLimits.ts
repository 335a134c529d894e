/** Field limits of a legacy statement: the form stops what the API (LegacySubmissionInput) would refuse. */
export const STATEMENT_MAX_LENGTH = 500;
export const LEGACY_NAME_MAX_LENGTH = 100;
