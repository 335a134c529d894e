import { expect } from 'chai';
import { ContactMessage } from '../../entities';
import { startTestServer, type TestServer } from '../helpers/testServer';

const valid = { name: 'Ada Reader', email: 'ada@example.com', subject: 'Speaking invitation', message: 'Would you speak at our conference in May?' };

/** A valid address of exactly `length` characters (domain labels stay within 63). */
function emailOfLength(length: number): string {
  const labels: string[] = [];
  let remaining = length - 'ada@'.length - '.com'.length;
  while (remaining > 0) {
    const label = Math.min(63, remaining);
    labels.push('d'.repeat(label));
    remaining -= label + 1;
  }
  return `ada@${labels.join('.')}.com`;
}

const post = (server: TestServer, body: unknown) =>
  fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/contact', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());
  const messages = () => server.db.getRepository(ContactMessage).find({ order: { id: 'ASC' } });

  it('stores the message trimmed, with a lower-cased email and its creation time, and answers 201', async () => {
    const before = Date.now();
    const response = await post(server, { name: '  Ada Reader ', email: ' Ada@Example.COM ', subject: ' Speaking invitation\n', message: '\n  Would you speak?  ' });
    expect(response.status).to.equal(201);
    const answer = await response.json();
    expect(answer.success).to.equal(true);
    expect(answer.message).to.be.a('string').and.not.equal('');
    const rows = await messages();
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ name: 'Ada Reader', email: 'ada@example.com', subject: 'Speaking invitation', message: 'Would you speak?' });
    expect(rows[0].createdAt.getTime()).to.be.within(before - 1000, Date.now() + 1000);
  });

  const invalidCases: { field: keyof typeof valid; value: unknown; why: string }[] = [];
  for (const field of Object.keys(valid) as (keyof typeof valid)[]) {
    invalidCases.push({ field, value: undefined, why: 'is missing' });
    invalidCases.push({ field, value: '', why: 'is empty' });
    invalidCases.push({ field, value: '   \n ', why: 'is only whitespace' });
    invalidCases.push({ field, value: 42, why: 'is not a string' });
  }
  const limits = { name: 100, email: 254, subject: 200, message: 5000 } as const;
  for (const [field, max] of Object.entries(limits) as [keyof typeof valid, number][]) {
    const tooLong = field === 'email' ? emailOfLength(max + 1) : 'x'.repeat(max + 1);
    invalidCases.push({ field, value: tooLong, why: `is longer than ${max} characters` });
  }
  invalidCases.push({ field: 'email', value: 'not-an-email', why: 'is not an address' });
  invalidCases.push({ field: 'email', value: 'ada@', why: 'has no domain' });
  invalidCases.push({ field: 'name', value: 'Ada\u0000Lovelace', why: 'holds a control character' });
  invalidCases.push({ field: 'subject', value: 'Hello\nthere', why: 'holds a line break' });
  invalidCases.push({ field: 'message', value: 'Ring \u0007 the bell', why: 'holds a control character' });

  it('keeps line breaks, tabs, accents and emoji in a message', async () => {
    const message = 'Line one\n\tLine two — café 😀';
    expect((await post(server, { ...valid, message })).status).to.equal(201);
    expect((await messages()).some((row) => row.message === message)).to.equal(true);
  });

  for (const { field, value, why } of invalidCases) {
    it(`rejects a body whose ${field} ${why} with 400 naming it, and writes nothing`, async () => {
      const count = (await messages()).length;
      const body: Record<string, unknown> = { ...valid, [field]: value };
      if (value === undefined) delete body[field];
      const response = await post(server, body);
      expect(response.status).to.equal(400);
      const answer = await response.json();
      expect(answer.error).to.include(field);
      expect(answer.details.map((d: { field: string }) => d.field)).to.deep.equal([field]);
      expect(await messages()).to.have.length(count);
    });
  }

  it('accepts every field at its maximum length', async () => {
    const count = (await messages()).length;
    const email = emailOfLength(254);
    expect(email).to.have.length(254);
    const response = await post(server, { name: 'n'.repeat(100), email, subject: 's'.repeat(200), message: 'm'.repeat(5000) });
    expect(response.status).to.equal(201);
    expect(await messages()).to.have.length(count + 1);
  });

  it('answers malformed JSON and a non-object body with 400, writing nothing', async () => {
    const count = (await messages()).length;
    const malformed = await fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' });
    expect(malformed.status).to.equal(400);
    expect(await malformed.json()).to.deep.equal({ error: 'Malformed JSON body' });
    const array = await post(server, [valid]);
    expect(array.status).to.equal(400);
    expect(await array.json()).to.have.property('error');
    expect(await messages()).to.have.length(count);
  });
});
