// The admin seed: loads the sample content (src/seed/seed.ts adds only what is missing; with
// force it resets the sample items). Subscribers, messages and legacy statements are left alone.
import type { DataSource } from 'typeorm';
import type { SeedResultDto } from '../../../views/api/adminTypes';
import { seedSampleContent } from '../../seed/seed';

export async function seedDatabase(db: DataSource, force: boolean): Promise<SeedResultDto> {
  const { counts, added } = await seedSampleContent(db, { force });
  const items = added === 1 ? 'item' : 'items';
  return {
    success: true,
    message: force
      ? `Database reseeded: sample content reset, ${added} new ${items} added.`
      : `Database seeded: ${added} new ${items} added.`,
    counts: { blogPosts: counts.blogPosts, books: counts.books, quotes: counts.quotes, brainTeasers: counts.brainTeasers },
    added,
  };
}
