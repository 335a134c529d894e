// Restoring a backup into a fresh site, which holds the sample content (#39 item 22): samples the
// owner never edited go first and the answer says so; anything of the owner's still refuses.
import { expect } from 'chai';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { BlogPost, Quote, SeededItem } from '../../entities';
import { RestoreRefused, restoreBackup } from '../../src/services/transfer/restoreBackup';
import { writeBackup } from '../../src/services/transfer/writeBackup';
import { importFile } from '../helpers/importFiles';
import { openTestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

const ownPost = (slug: string) => ({ slug, title: `The owner's ${slug}`, excerpt: 'Mine', content: '<p>Mine</p>', category: 'ai-and-society', featuredImage: null, readTime: 1, publishedAt: new Date('2026-01-02T03:04:05.678Z'), tags: [], isFeatured: false });

describe('restoring a backup into a fresh site that holds the sample content', function () {
  this.timeout(120_000);
  let server: TestServer;
  let source: DataSource;
  let backup: string;
  before(async () => {
    server = await startTestServer();
    source = await openTestDatabase(undefined, { secondary: true });
    await source.getRepository(BlogPost).insert(ownPost('moved-here'));
    backup = path.join(mkdtempSync(path.join(os.tmpdir(), 'restore-samples-')), 'site.zip');
    await writeBackup(source, createWriteStream(backup));
  });
  after(async () => {
    await source?.destroy();
    await server?.close();
  });

  const blogSlugs = async () => (await server.db.getRepository(BlogPost).find({ order: { id: 'ASC' } })).map((post) => post.slug);

  it('is refused while the site holds something of the owner\'s, and nothing changes', async () => {
    const { identifiers } = await server.db.getRepository(Quote).insert({ text: 'My own words', author: 'Me', category: 'wisdom' });
    const before = await blogSlugs();
    let refused: unknown;
    await restoreBackup(server.db, backup).catch((error) => (refused = error));
    expect(refused).to.be.instanceOf(RestoreRefused);
    expect((refused as Error).message).to.match(/content already/);
    expect(await blogSlugs()).to.deep.equal(before);
    await server.db.getRepository(Quote).delete(identifiers[0].id);
  });

  it('a dry run says the samples would go, and removes nothing', async () => {
    const before = await blogSlugs();
    const result = await restoreBackup(server.db, backup, { dryRun: true });
    expect(result.samplesRemoved?.message).to.match(/would be removed/);
    expect(await blogSlugs()).to.deep.equal(before);
  });

  it('through the admin import: the untouched samples go first, the answer says so, and the site is the backup', async () => {
    const { job } = await importFile(server, readFileSync(backup), 'site.zip');
    expect(job.status, JSON.stringify(job)).to.equal('done');
    const note = job.warnings.find((warning: { item: string }) => warning.item === 'Sample content');
    expect(note?.message).to.match(/^\d+ sample items removed\./);
    expect(await blogSlugs()).to.deep.equal(['moved-here']);
    expect(await server.db.getRepository(Quote).count()).to.equal(0);
    expect(await server.db.getRepository(SeededItem).count()).to.equal(0);
    const page = await fetch(`${server.url}/blog/moved-here`);
    expect(page.status).to.equal(200);
  });
});
