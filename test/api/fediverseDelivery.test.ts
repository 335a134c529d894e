// GET /api/admin/fediverse/delivery: what the delivery queue holds, per inbox host, to the owner only.
import { expect } from 'chai';
import { FediverseQueuedMessage } from '../../entities/FediverseQueuedMessage';
import { adminCall, adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

const API = '/api/admin/fediverse/delivery';

describe('admin fediverse delivery health', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  // Due in a day, so no listener takes them while the test reads them.
  const enqueue = (message: object) => {
    const later = new Date(Date.now() + 86_400_000);
    return server.db.getRepository(FediverseQueuedMessage).save({ message: JSON.stringify(message), runAt: later, claimedBy: null, claimedUntil: null, createdAt: new Date() });
  };

  it('counts the waiting deliveries and retries per inbox host, to the owner only', async () => {
    expect((await adminJson(server, API)).body).to.deep.equal({ queued: 0, hosts: [] });
    await enqueue({ type: 'outbox', inbox: 'https://a.example/inbox', attempt: 0 });
    await enqueue({ type: 'outbox', inbox: 'https://a.example/users/x/inbox', attempt: 3 });
    await enqueue({ type: 'outbox', inbox: 'https://b.example/inbox', attempt: 0 });
    await enqueue({ type: 'fanout' });
    expect((await adminJson(server, API)).body).to.deep.equal({
      queued: 4,
      hosts: [
        { host: 'a.example', queued: 2, retrying: 1 },
        { host: 'b.example', queued: 1, retrying: 0 },
      ],
    });
    expect((await adminCall(server, API, { key: null })).status).to.equal(401);
    expect((await adminCall(server, API, { key: 'wrong-key-0123456789abcdef' })).status).to.equal(401);
  });
});
