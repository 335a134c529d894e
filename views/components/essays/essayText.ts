import type { EssaySummaryDto } from '../../api/types';

export const DEFAULT_ESSAY_READING_TIME = '5 min read';
export const ESSAY_CARD_TAG_LIMIT = 3;

/** The essay's reading time, or the default when it was left empty. */
export const essayReadingTime = (essay: Pick<EssaySummaryDto, 'readingTime'>) => essay.readingTime.trim() || DEFAULT_ESSAY_READING_TIME;
