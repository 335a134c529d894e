// A scheduled item goes public at its time in every cache, with no cron job: the first read of
// the content versions after that time bumps the item's area once, whichever process reads first.
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { BlogPost } from '../../entities';
import { bumpContentVersion, noticeScheduledItems, readContentVersions } from '../../src/services/contentVersions';
import { openTestDatabase } from '../helpers/testDatabase';

const T0 = Date.parse('2026-06-01T12:00:00.000Z');

describe('scheduled items and the content versions', () => {
  let db: DataSource;
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(() => db.destroy());

  const schedulePost = (slug: string, publishAt: number) =>
    db.getRepository(BlogPost).insert({ slug, title: slug, excerpt: '', content: '<p>x</p>', category: 'ai-and-society', readTime: 1, tags: [], isFeatured: false, publishedAt: new Date(publishAt) });
  const blogVersion = async (now: number) => (await readContentVersions(db, now)).get('blog') ?? 0;

  it('bumps the area once when its next scheduled item is due, then waits for the one after', async () => {
    await schedulePost('soon', T0 + 5_000);
    await schedulePost('later', T0 + 60_000);
    await bumpContentVersion(db, 'blog', T0); // the write that scheduled them
    const written = await blogVersion(T0);
    expect(await blogVersion(T0 + 4_999), 'before its time').to.equal(written);
    expect(await blogVersion(T0 + 5_000), 'at its time').to.equal(written + 1);
    expect(await blogVersion(T0 + 30_000), 'nothing else due').to.equal(written + 1);
    expect(await blogVersion(T0 + 61_000), 'the next one').to.equal(written + 2);
    expect(await blogVersion(T0 + 3_600_000), 'none left').to.equal(written + 2);
  });

  it('bumps once however many readers notice at the same moment', async () => {
    await schedulePost('soon', T0 + 1_000);
    await bumpContentVersion(db, 'blog', T0);
    const written = await blogVersion(T0);
    const seen = await Promise.all(Array.from({ length: 5 }, () => blogVersion(T0 + 2_000)));
    expect(seen).to.deep.equal(Array(5).fill(written + 1));
  });

  it('notices at start an item scheduled without a write through the API', async () => {
    await schedulePost('by-hand', T0 + 1_000);
    await noticeScheduledItems(db, T0);
    const before = await blogVersion(T0);
    expect(await blogVersion(T0 + 1_000)).to.equal(before + 1);
  });

  it('leaves other areas alone', async () => {
    await schedulePost('soon', T0 + 1_000);
    await bumpContentVersion(db, 'blog', T0);
    const essaysBefore = (await readContentVersions(db, T0)).get('essays') ?? 0;
    expect((await readContentVersions(db, T0 + 2_000)).get('essays') ?? 0).to.equal(essaysBefore);
  });
});
