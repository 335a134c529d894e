import { expect } from 'chai';
import { NewsletterSubscriber } from '../../entities';
import { adminCall, adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('admin API: subscribers', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
    // Straight into the table: the CSV must be safe whatever the column holds.
    await server.db.getRepository(NewsletterSubscriber).insert([
      { email: 'first@example.com', subscribedAt: new Date('2026-01-05T10:00:00Z'), isActive: true },
      { email: '"quoted,comma"@example.com', subscribedAt: new Date('2026-02-05T10:00:00Z'), isActive: false },
      { email: '=HYPERLINK("http://evil.example")@example.com', subscribedAt: new Date('2026-03-05T10:00:00Z'), isActive: true },
    ]);
  });
  after(() => server?.close());

  it('lists subscribers newest first with id, email, subscribedAt and isActive', async () => {
    const { status, body } = await adminJson(server, '/api/admin/subscribers');
    expect(status).to.equal(200);
    expect(body.map((s: { email: string }) => s.email)).to.deep.equal([
      '=HYPERLINK("http://evil.example")@example.com',
      '"quoted,comma"@example.com',
      'first@example.com',
    ]);
    expect(body[2]).to.deep.include({ email: 'first@example.com', subscribedAt: '2026-01-05T10:00:00.000Z', isActive: true });
    expect(body[1].isActive).to.equal(false);
    // The spec's four fields, then #15's: when they confirmed and unsubscribed, and which form they used; whether sends reach them; #40's labels and consent note.
    expect(body[0]).to.have.all.keys('id', 'email', 'subscribedAt', 'isActive', 'confirmedAt', 'unsubscribedAt', 'source', 'receivesNewsletters', 'labels', 'consentNote');
  });

  it('exports a CSV attachment named newsletter-subscribers-YYYY-MM-DD.csv, quoted and formula-safe', async () => {
    const response = await adminCall(server, '/api/admin/subscribers/export');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).to.equal(`attachment; filename="newsletter-subscribers-${today}.csv"`);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    const csv = await response.text();
    expect(csv.split('\r\n')).to.deep.equal([
      'Email,Subscribed At,Status',
      `"'=HYPERLINK(""http://evil.example"")@example.com",2026-03-05T10:00:00.000Z,Active`,
      '"""quoted,comma""@example.com",2026-02-05T10:00:00.000Z,Inactive',
      'first@example.com,2026-01-05T10:00:00.000Z,Active',
      '',
    ]);
  });

  it('exports just the header when there are no subscribers', async () => {
    const empty = await startTestServer({ seed: false });
    try {
      const response = await adminCall(empty, '/api/admin/subscribers/export');
      expect(await response.text()).to.equal('Email,Subscribed At,Status\r\n');
      expect((await adminJson(empty, '/api/admin/subscribers')).body).to.deep.equal([]);
    } finally {
      await empty.close();
    }
  });
});
