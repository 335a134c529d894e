import { expect } from 'chai';
import { LegacyHeart, LegacySubmission } from '../../entities';
import { sampleLegacySubmissions } from '../../src/seed/content/legacy';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Room for every request these tests make from one address.
const RELAXED_RATE_LIMITS = { RATE_LIMIT_PER_CLIENT: '1000', RATE_LIMIT_TOTAL: '10000' };

interface Listed {
  id: number;
  statement: string;
  authorName: string | null;
  location: string | null;
  submittedAt: string;
  hearts: number;
}

const getList = async (server: TestServer, path: string): Promise<Listed[]> => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).to.equal(200);
  return response.json();
};

const post = (server: TestServer, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const insertSubmission = (server: TestServer, row: Partial<LegacySubmission>) =>
  server.db.getRepository(LegacySubmission).save({
    statement: 'a statement',
    authorName: null,
    location: null,
    submittedAt: new Date('2026-01-01T00:00:00.000Z'),
    hearts: 0,
    status: 'approved',
    ...row,
  } as LegacySubmission);

const byRecent = (a: Listed, b: Listed) => b.submittedAt.localeCompare(a.submittedAt) || b.id - a.id;
const byPopular = (a: Listed, b: Listed) => b.hearts - a.hearts || byRecent(a, b);

describe('GET /api/legacy/{filter}', () => {
  let server: TestServer;
  let pending: LegacySubmission;
  let rejected: LegacySubmission;
  let tiedWithTop: LegacySubmission;
  before(async () => {
    server = await startTestServer();
    // Newest and most hearted of all: they would lead every list if they were listed.
    pending = await insertSubmission(server, { statement: 'a pending statement', submittedAt: new Date('2026-12-30T00:00:00Z'), hearts: 999, status: 'pending' });
    rejected = await insertSubmission(server, { statement: 'a rejected statement', submittedAt: new Date('2026-12-31T00:00:00Z'), hearts: 998, status: 'rejected' });
    // As many hearts as the most hearted sample, but newer: popular puts it first.
    tiedWithTop = await insertSubmission(server, { statement: 'a newer statement tied on hearts', submittedAt: new Date('2026-11-01T00:00:00Z'), hearts: 40 });
  });
  after(() => server?.close());

  it('lists approved statements only, newest first, with the fields of the spec', async () => {
    const list = await getList(server, '/api/legacy/recent');
    const statements = list.map((s) => s.statement);
    expect(statements).not.to.include(pending.statement);
    expect(statements).not.to.include(rejected.statement);
    expect(list).to.have.length(sampleLegacySubmissions.length + 1);
    expect(list.map((s) => s.id)).to.deep.equal([...list].sort(byRecent).map((s) => s.id));
    expect(statements[0]).to.equal(tiedWithTop.statement);
    const newestSample = [...sampleLegacySubmissions].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))[0];
    expect(list[1]).to.deep.include({
      statement: newestSample.statement,
      authorName: newestSample.authorName ?? null,
      location: newestSample.location ?? null,
      submittedAt: newestSample.submittedAt,
      hearts: newestSample.hearts,
    });
    for (const item of list) expect(item).to.have.all.keys('id', 'statement', 'authorName', 'location', 'submittedAt', 'hearts');
  });

  it('answers GET /api/legacy alone as the recent list', async () => {
    expect(await getList(server, '/api/legacy')).to.deep.equal(await getList(server, '/api/legacy/recent'));
  });

  it('orders popular by hearts, newest first among equals', async () => {
    const list = await getList(server, '/api/legacy/popular');
    expect(list.map((s) => s.id)).to.deep.equal([...list].sort(byPopular).map((s) => s.id));
    expect(list.slice(0, 2).map((s) => s.statement)).to.deep.equal([tiedWithTop.statement, 'tell my father I forgive him, and mean it']);
    expect(list.map((s) => s.statement)).not.to.include(pending.statement);
  });

  it('answers random with the same approved set, shuffled afresh on each request', async () => {
    const recentIds = (await getList(server, '/api/legacy/recent')).map((s) => s.id).sort((a, b) => a - b);
    const orders = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const ids = (await getList(server, '/api/legacy/random')).map((s) => s.id);
      expect([...ids].sort((a, b) => a - b)).to.deep.equal(recentIds);
      orders.add(ids.join(','));
    }
    expect(orders.size, 'six requests all gave the same order').to.be.greaterThan(1);
  });

  it('answers an unknown filter with 400 naming filter', async () => {
    for (const filter of ['oldest', 'RECENT', '%20']) {
      const response = await fetch(`${server.url}/api/legacy/${filter}`);
      expect(response.status, filter).to.equal(400);
      const answer = await response.json();
      expect(answer.error).to.include('filter');
      expect(answer.details[0].field).to.equal('filter');
    }
  });
});

describe('GET /api/legacy: a long wall', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
    await server.db.getRepository(LegacySubmission).insert(
      Array.from({ length: 130 }, (_, i) => ({
        statement: `statement ${i}`,
        submittedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        hearts: i % 7,
        status: 'approved' as const,
      })),
    );
  });
  after(() => server?.close());

  it('answers at most 100 statements for every filter', async () => {
    for (const filter of ['recent', 'popular', 'random']) {
      expect(await getList(server, `/api/legacy/${filter}`), filter).to.have.length(100);
    }
    expect((await getList(server, '/api/legacy/recent'))[0].statement).to.equal('statement 129');
  });
});

describe('POST /api/legacy/submit', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ env: RELAXED_RATE_LIMITS });
  });
  after(() => server?.close());
  const rows = () => server.db.getRepository(LegacySubmission).find({ order: { id: 'ASC' } });

  it('stores a trimmed statement as pending and does not list it', async () => {
    const before = (await rows()).length;
    const response = await post(server, '/api/legacy/submit', { statement: '  learn to sail across the Atlantic  ', authorName: '   ', location: ' Porto, Portugal ' });
    expect(response.status).to.equal(201);
    expect(await response.json()).to.deep.equal({ success: true, message: 'Submission received', status: 'pending' });

    const all = await rows();
    expect(all).to.have.length(before + 1);
    const saved = all[all.length - 1];
    expect(saved).to.deep.include({ statement: 'learn to sail across the Atlantic', authorName: null, location: 'Porto, Portugal', status: 'pending', hearts: 0 });
    expect(Date.now() - saved.submittedAt.getTime()).to.be.lessThan(60_000);

    for (const filter of ['recent', 'popular', 'random']) {
      const listed = (await getList(server, `/api/legacy/${filter}`)).map((s) => s.statement);
      expect(listed, filter).not.to.include('learn to sail across the Atlantic');
    }
  });

  it('keeps emoji, accents and line breaks exactly as written', async () => {
    const statement = 'see the northern lights 🌌 with my daughter 👩‍👧\nand tell her ❤️ why it matters — señor Zoë';
    const response = await post(server, '/api/legacy/submit', { statement, authorName: 'Zoë 🌻', location: 'Tromsø, Norge' });
    expect(response.status).to.equal(201);
    const saved = (await rows()).at(-1)!;
    expect(saved.statement).to.equal(statement);
    expect(saved.authorName).to.equal('Zoë 🌻');
    expect(saved.location).to.equal('Tromsø, Norge');
  });

  it('accepts a statement of exactly 500 characters, counting an emoji once', async () => {
    for (const statement of ['a'.repeat(500), '🌻'.repeat(500)]) {
      const response = await post(server, '/api/legacy/submit', { statement, authorName: '🌻'.repeat(100) });
      expect(response.status).to.equal(201);
      expect((await rows()).at(-1)!.statement).to.equal(statement);
    }
  });

  it('rejects every invalid field with 400 naming it, and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'statement'],
      [{ statement: '' }, 'statement'],
      [{ statement: '   \n  ' }, 'statement'],
      [{ statement: 'a'.repeat(501) }, 'statement'],
      [{ statement: 42 }, 'statement'],
      [{ statement: ['learn'] }, 'statement'],
      [{ statement: null }, 'statement'],
      [{ statement: 'ring a bell\u0007' }, 'statement'],
      [{ statement: 'tab\tinside' }, 'statement'],
      [{ statement: 'hidden\u0000null' }, 'statement'],
      [{ statement: 'ok', authorName: 'x'.repeat(101) }, 'authorName'],
      [{ statement: 'ok', authorName: 7 }, 'authorName'],
      [{ statement: 'ok', authorName: 'two\nlines' }, 'authorName'],
      [{ statement: 'ok', location: 'y'.repeat(101) }, 'location'],
      [{ statement: 'ok', location: { city: 'Paris' } }, 'location'],
      [{ statement: 'ok', location: 'Paris\u009b' }, 'location'],
    ];
    const before = await rows();
    for (const [body, field] of cases) {
      const response = await post(server, '/api/legacy/submit', body);
      expect(response.status, JSON.stringify(body)).to.equal(400);
      const answer = await response.json();
      expect(answer.error, JSON.stringify(body)).to.include(field);
      expect(answer.details.map((d: { field: string }) => d.field), JSON.stringify(body)).to.deep.equal([field]);
    }
    for (const raw of ['[]', '"a statement"', '{"statement":']) {
      const response = await fetch(`${server.url}/api/legacy/submit`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: raw });
      expect(response.status, raw).to.equal(400);
    }
    expect(await rows()).to.deep.equal(before);
  });
});

describe('POST /api/legacy/{id}/heart', () => {
  let server: TestServer;
  let approved: LegacySubmission;
  let pending: LegacySubmission;
  let rejected: LegacySubmission;
  before(async () => {
    server = await startTestServer({ env: { ...RELAXED_RATE_LIMITS, TRUST_PROXY: 'true' } });
    approved = await insertSubmission(server, { statement: 'swim in all five oceans', hearts: 5 });
    pending = await insertSubmission(server, { statement: 'not yet reviewed', status: 'pending' });
    rejected = await insertSubmission(server, { statement: 'refused', status: 'rejected' });
  });
  after(() => server?.close());

  const heart = (id: number | string, ip = '203.0.113.7') => post(server, `/api/legacy/${id}/heart`, undefined, { 'X-Forwarded-For': ip });
  const heartsOf = async (id: number) => (await server.db.getRepository(LegacySubmission).findOneByOrFail({ id })).hearts;
  const heartRows = (submissionId?: number) =>
    server.db.getRepository(LegacyHeart).find({ where: submissionId === undefined ? {} : { submissionId } });

  it('counts the first heart of a visitor, storing a hash of the address and never the address', async () => {
    const response = await heart(approved.id);
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ id: approved.id, hearts: 6, counted: true });
    expect(await heartsOf(approved.id)).to.equal(6);
    const rows = await heartRows(approved.id);
    expect(rows).to.have.length(1);
    expect(rows[0].visitorHash).to.match(/^[0-9a-f]{64}$/);
    expect(rows[0].visitorHash).not.to.include('203.0.113.7');
    const listed = (await getList(server, '/api/legacy/recent')).find((s) => s.id === approved.id);
    expect(listed?.hearts).to.equal(6);
  });

  it('does not count a second heart from the same visitor', async () => {
    const response = await heart(approved.id);
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ id: approved.id, hearts: 6, counted: false });
    expect(await heartsOf(approved.id)).to.equal(6);
    expect(await heartRows(approved.id)).to.have.length(1);
  });

  it('de-duplicates concurrent hearts from one visitor in the database, and counts every other visitor', async () => {
    const target = await insertSubmission(server, { statement: 'learn to juggle', hearts: 0 });
    const sameVisitor = await Promise.all(Array.from({ length: 8 }, () => heart(target.id, '198.51.100.1').then((r) => r.json())));
    expect(sameVisitor.filter((r) => r.counted)).to.have.length(1);
    const others = await Promise.all(Array.from({ length: 8 }, (_, i) => heart(target.id, `198.51.100.${i + 10}`).then((r) => r.json())));
    expect(others.every((r) => r.counted)).to.equal(true);
    expect(await heartsOf(target.id)).to.equal(9);
    expect(await heartRows(target.id)).to.have.length(9);
  });

  it('answers 404 for a statement that is pending, rejected or unknown, and writes nothing', async () => {
    const before = (await heartRows()).length;
    for (const id of [pending.id, rejected.id, 987654]) {
      const response = await heart(id);
      expect(response.status, String(id)).to.equal(404);
      expect(await response.json()).to.have.property('error');
    }
    expect(await heartsOf(pending.id)).to.equal(0);
    expect(await heartsOf(rejected.id)).to.equal(0);
    expect(await heartRows()).to.have.length(before);
  });

  it('answers 400 naming id for an id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999', '%20']) {
      const response = await heart(id);
      expect(response.status, id).to.equal(400);
      const answer = await response.json();
      expect(answer.error, id).to.include('id');
      expect(answer.details[0].field, id).to.equal('id');
    }
  });
});
