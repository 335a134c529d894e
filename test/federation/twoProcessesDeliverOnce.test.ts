// Two processes on one MySQL database, each with its federation worker (the queue and the
// announcements are tables): a follower hears of each new post exactly once. The embedded
// database of the tests lives in one process's memory, so this runs on MySQL only.
import { expect } from 'chai';
import { Accept, Create, Follow } from '@fedify/vocab';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../src/db';
import { startFederationWorker, type FederationWorker } from '../../src/federation/worker';
import { adminJson } from '../helpers/adminClient';
import { mysqlUrl } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { type RemoteServer, startRemoteServer } from './remoteServer';

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Two processes share one database only on MySQL (the embedded test database lives in one
// process's memory): the MariaDB run holds this suite, the embedded run does not define it.
const describeOnSharedDatabase = mysqlUrl ? describe : () => undefined;

describeOnSharedDatabase('two processes deliver each activity once', function () {
  this.timeout(120_000);
  let site: TestServer;
  let otherProcessDb: DataSource;
  let workers: FederationWorker[] = [];
  let remote: RemoteServer;

  before(async () => {
    site = await startTestServer({ seed: false, siteUrlIsOwnAddress: true, env: { FEDIVERSE_ALLOW_PRIVATE_ADDRESSES: 'true' } });
    otherProcessDb = await createDataSource({ url: mysqlUrl, sqlitePath: ':memory:' }).initialize();
    workers = [startFederationWorker({ db: site.db, config: site.config }, 100), startFederationWorker({ db: otherProcessDb, config: site.config }, 100)];
    remote = await startRemoteServer();
  });
  after(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await remote?.close();
    await otherProcessDb?.destroy();
    await site?.close();
  });

  it('follows through either process, then hears of each of five posts exactly once', async () => {
    const ctx = remote.context();
    const siteActor = await ctx.lookupObject(`${site.url}/ap/users/site`);
    await ctx.sendActivity({ identifier: 'reader' }, siteActor as never, new Follow({ id: new URL(`${remote.url}/follows/two`), actor: remote.actorId, object: siteActor?.id ?? null }));
    await until(() => remote.received.some((activity) => activity instanceof Accept), 'Accept');
    expect(remote.received.filter((activity) => activity instanceof Accept)).to.have.length(1);

    for (let n = 1; n <= 5; n++) {
      const { status } = await adminJson(site, '/api/admin/blog', { method: 'POST', body: { title: `Post number ${n}`, content: `<p>${n}</p>`, category: 'brain-and-learning' } });
      expect(status).to.equal(201);
    }
    const creates = () => remote.received.filter((activity) => activity instanceof Create);
    await until(() => creates().length >= 5, 'five Creates');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // fifteen more looks by each worker: a duplicate would show
    const objects = creates().map((activity) => activity.objectId?.href);
    expect(objects).to.have.length(5);
    expect(new Set(objects).size).to.equal(5);
  });
});
