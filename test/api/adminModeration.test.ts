// Legacy wall moderation and contact messages.
import { expect } from 'chai';
import { ContactMessage, LegacyHeart, LegacySubmission } from '../../entities';
import { adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('admin API: legacy moderation', () => {
  let server: TestServer;
  let pendingIds: number[];
  before(async () => {
    server = await startTestServer();
    const repo = server.db.getRepository(LegacySubmission);
    const rows = [
      { statement: 'learn to sail', authorName: 'Kim', location: 'Oslo', submittedAt: new Date('2026-05-01T10:00:00Z'), hearts: 0, status: 'pending' as const },
      { statement: 'write a novel', authorName: null, location: null, submittedAt: new Date('2026-05-02T10:00:00Z'), hearts: 0, status: 'pending' as const },
    ];
    pendingIds = [];
    for (const row of rows) pendingIds.push(Number((await repo.insert(row)).identifiers[0].id));
  });
  after(() => server?.close());
  const publicStatements = async () => ((await (await fetch(`${server.url}/api/legacy`)).json()) as { statement: string }[]).map((s) => s.statement);

  it('lists pending statements newest first (the default), and approved ones on request', async () => {
    const pending = await adminJson(server, '/api/admin/legacy?status=pending');
    expect(pending.status).to.equal(200);
    expect(pending.body.map((s: { statement: string }) => s.statement)).to.deep.equal(['write a novel', 'learn to sail']);
    expect(pending.body[1]).to.deep.include({ authorName: 'Kim', location: 'Oslo', status: 'pending', hearts: 0, submittedAt: '2026-05-01T10:00:00.000Z' });
    expect((await adminJson(server, '/api/admin/legacy')).body).to.deep.equal(pending.body);
    const approved = await adminJson(server, '/api/admin/legacy?status=approved');
    expect(approved.body.length).to.be.greaterThan(0);
    expect(approved.body.every((s: { status: string }) => s.status === 'approved')).to.equal(true);
    const bad = await adminJson(server, '/api/admin/legacy?status=rejected');
    expect(bad.status).to.equal(400);
    expect(bad.body.details[0].field).to.equal('status');
  });

  it('approves a statement: it appears on the public wall', async () => {
    expect(await publicStatements()).not.to.include('learn to sail');
    const { status, body } = await adminJson(server, `/api/admin/legacy/${pendingIds[0]}/approve`, { method: 'POST' });
    expect(status).to.equal(200);
    expect(body).to.include({ id: pendingIds[0], status: 'approved' });
    expect((await server.db.getRepository(LegacySubmission).findOneByOrFail({ id: pendingIds[0] })).status).to.equal('approved');
    expect(await publicStatements()).to.include('learn to sail');
  });

  it('rejects a statement: it leaves the queue and never reaches the wall', async () => {
    const { status, body } = await adminJson(server, `/api/admin/legacy/${pendingIds[1]}/reject`, { method: 'POST' });
    expect(status).to.equal(200);
    expect(body.status).to.equal('rejected');
    expect((await adminJson(server, '/api/admin/legacy?status=pending')).body).to.deep.equal([]);
    expect(await publicStatements()).not.to.include('write a novel');
  });

  it('removes a statement with its hearts', async () => {
    await server.db.getRepository(LegacyHeart).insert({ submissionId: pendingIds[0], visitorHash: 'a'.repeat(64), createdAt: new Date() });
    const { status } = await adminJson(server, `/api/admin/legacy/${pendingIds[0]}`, { method: 'DELETE' });
    expect(status).to.equal(200);
    expect(await server.db.getRepository(LegacySubmission).findOneBy({ id: pendingIds[0] })).to.equal(null);
    expect(await server.db.getRepository(LegacyHeart).countBy({ submissionId: pendingIds[0] })).to.equal(0);
    expect(await publicStatements()).not.to.include('learn to sail');
  });

  it('answers 404 for a missing statement and 400 for a bad id', async () => {
    for (const [method, path] of [['POST', '/approve'], ['POST', '/reject'], ['DELETE', '']] as const) {
      expect((await adminJson(server, `/api/admin/legacy/999999${path}`, { method })).status).to.equal(404);
      expect((await adminJson(server, `/api/admin/legacy/x${path}`, { method })).status).to.equal(400);
    }
  });
});

describe('admin API: contact messages', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
    await server.db.getRepository(ContactMessage).insert([
      { name: 'Old', email: 'old@example.com', subject: 'First', message: 'Hello\nthere', createdAt: new Date('2026-01-01T09:00:00Z') },
      { name: 'New', email: 'new@example.com', subject: 'Second', message: 'Hi', createdAt: new Date('2026-02-01T09:00:00Z') },
    ]);
  });
  after(() => server?.close());

  it('lists contact messages newest first', async () => {
    const { status, body } = await adminJson(server, '/api/admin/messages');
    expect(status).to.equal(200);
    expect(body.map((m: { name: string }) => m.name)).to.deep.equal(['New', 'Old']);
    expect(body[1]).to.deep.include({ email: 'old@example.com', subject: 'First', message: 'Hello\nthere', createdAt: '2026-01-01T09:00:00.000Z' });
  });
});
