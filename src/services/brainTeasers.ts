import type { DataSource } from 'typeorm';
import { BrainTeaser } from '../../entities';
import type { BrainTeaserDto } from '../../views/api/types';
import { randomRow } from './randomRow';

export const toBrainTeaserDto = (teaser: BrainTeaser): BrainTeaserDto => ({
  id: teaser.id,
  question: teaser.question,
  answer: teaser.answer,
  difficulty: teaser.difficulty as BrainTeaserDto['difficulty'],
  category: teaser.category,
});

/** A random teaser (another than excludeId when possible), or null when there are none. */
export async function randomBrainTeaser(db: DataSource, excludeId?: number): Promise<BrainTeaserDto | null> {
  const teaser = await randomRow(db, BrainTeaser, excludeId);
  return teaser && toBrainTeaserDto(teaser);
}
