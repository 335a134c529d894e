import { expect } from 'chai';
import { ImportRefused } from '../../src/services/import/sourceTypes';
import { csvKind, isImportableEmail, readSubscribersCsv } from '../../src/services/import/subscribersCsv';

const GHOST_HEADER = 'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers';
const SUBSTACK_HEADER = 'email,active_subscription,expiry,plan,email_disabled,title,created_at';

function refused(run: () => unknown): ImportRefused {
  try {
    run();
  } catch (error) {
    expect(error).to.be.instanceOf(ImportRefused);
    return error as ImportRefused;
  }
  expect.fail('the file was not refused');
}

describe('import/subscribersCsv', () => {
  describe('csvKind', () => {
    it("knows Ghost's members export by its header", () => {
      expect(csvKind(`${GHOST_HEADER}\n1,a@example.com,,,true,,,,,,`)).to.equal('ghost-members');
      expect(csvKind(`\uFEFF${GHOST_HEADER.toUpperCase()}\r\n`)).to.equal('ghost-members');
    });

    it('calls any other header with an email column a subscribers CSV', () => {
      expect(csvKind(`${SUBSTACK_HEADER}\n`)).to.equal('subscribers-csv');
      expect(csvKind('Email,Subscribed At,Status\r\na@example.com,,Active\r\n')).to.equal('subscribers-csv');
      expect(csvKind('"Name","EMAIL"\n')).to.equal('subscribers-csv');
    });

    it('knows nothing else', () => {
      expect(csvKind('post_id,post_date,is_published\n1.a,2024-01-01,true')).to.equal(undefined);
      expect(csvKind('')).to.equal(undefined);
      expect(csvKind('{"db": []}')).to.equal(undefined);
      expect(csvKind('emails,name\n')).to.equal(undefined);
    });
  });

  describe("Ghost's members export", () => {
    const csv = [
      GHOST_HEADER,
      '64a1,Ada@Example.com ,Ada Lovelace,,true,false,,2023-05-01T10:00:00.000Z,,"VIP, early",',
      '64a2,bob@example.org,Bob,,false,false,cus_1,2023-06-02T11:30:00.000Z,,,',
      '64a3,carol@example.net,Carol,,true,false,,,,,',
    ].join('\n');

    it('reads every member with their name and labels, an unsubscribed one included, all confirmed', () => {
      const { items, subscribers, warnings } = readSubscribersCsv(csv);
      expect(items).to.deep.equal([]);
      expect(warnings).to.deep.equal([]);
      expect(subscribers).to.deep.equal([
        { email: 'ada@example.com', subscribed: true, confirmed: true, subscribedAt: new Date('2023-05-01T10:00:00.000Z'), name: 'Ada Lovelace', labels: ['VIP', 'early'] },
        { email: 'bob@example.org', subscribed: false, confirmed: true, subscribedAt: new Date('2023-06-02T11:30:00.000Z'), name: 'Bob' },
        { email: 'carol@example.net', subscribed: true, confirmed: true, name: 'Carol' },
      ]);
    });

    it('keeps a reader whose date is malformed, without that date, naming the row', () => {
      const { subscribers, warnings } = readSubscribersCsv(`${GHOST_HEADER}\n1,a@example.com,,,true,,,2023-05-01T10:00:00.000Z,,,\n2,b@example.com,,,true,,,last tuesday,,,`);
      expect(subscribers.map((subscriber) => subscriber.email)).to.deep.equal(['a@example.com', 'b@example.com']);
      expect(subscribers[1]).not.to.have.property('subscribedAt');
      expect(warnings).to.deep.equal([{ item: 'b@example.com', message: "row 3: its created_at \"last tuesday\" is not a date: the import's date is used" }]);
    });
  });

  describe("Substack's email list", () => {
    it('reads subscribers as confirmed, and email_disabled ones as unsubscribed', () => {
      const csv = [
        SUBSTACK_HEADER,
        'reader@example.com,false,,,false,,2022-01-10T08:00:00.000Z',
        'gone@example.com,false,,,true,,2022-02-10T08:00:00.000Z',
        'paid@example.com,true,2025-01-01,yearly,,,2022-03-10T08:00:00.000Z',
      ].join('\r\n');
      const { subscribers, warnings } = readSubscribersCsv(csv);
      expect(warnings).to.deep.equal([]);
      expect(subscribers.map((s) => [s.email, s.subscribed, s.confirmed])).to.deep.equal([
        ['reader@example.com', true, true],
        ['gone@example.com', false, true],
        ['paid@example.com', true, true],
      ]);
      expect(subscribers[2].subscribedAt).to.deep.equal(new Date('2022-03-10T08:00:00.000Z'));
    });
  });

  describe('any CSV with an email column', () => {
    it('reads subscribed and status columns, and confirmed only when it says so', () => {
      const csv = ['Name,E-mail,EMAIL,Subscribed,Status,Confirmed', 'A,,a@example.com,true,,yes', 'B,,b@example.com,no,,1', 'C,,c@example.com,,Unsubscribed,', 'D,,d@example.com,,,false'].join('\n');
      expect(readSubscribersCsv(csv).subscribers).to.deep.equal([
        { email: 'a@example.com', subscribed: true, confirmed: true, name: 'A' },
        { email: 'b@example.com', subscribed: false, confirmed: true, name: 'B' },
        { email: 'c@example.com', subscribed: false, confirmed: false, name: 'C' },
        { email: 'd@example.com', subscribed: true, confirmed: false, name: 'D' },
      ]);
    });

    it("reads this site's own export back (Subscribed At, Active/Inactive)", () => {
      const csv = 'Email,Subscribed At,Status\r\na@example.com,2024-02-03T04:05:06.000Z,Active\r\nb@example.com,,Inactive\r\n';
      expect(readSubscribersCsv(csv).subscribers).to.deep.equal([
        { email: 'a@example.com', subscribed: true, confirmed: false, subscribedAt: new Date('2024-02-03T04:05:06.000Z') },
        { email: 'b@example.com', subscribed: false, confirmed: false },
      ]);
    });

    it('skips formula cells as invalid addresses, never evaluating them, and names the row', () => {
      const csv = ['email,name', "=cmd|'/C calc'!A0@example.com", '"=HYPERLINK(""mailto:x@evil.example"")",Mallory', '+cmd@example.com,', '@SUM(A1)@x.com,', 'fine@example.com,=1+1'].join('\n');
      const { subscribers, warnings } = readSubscribersCsv(csv);
      expect(subscribers).to.deep.equal([{ email: 'fine@example.com', subscribed: true, confirmed: false }]);
      expect(warnings.map((w) => w.item)).to.deep.equal(['row 2', 'row 3', 'row 4', 'row 5']);
      expect(warnings[1].message).to.contain('row 3').and.to.contain('=HYPERLINK').and.to.contain('not a valid email address');
    });

    it('skips invalid addresses with a warning naming the row', () => {
      const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`;
      expect(long.length).to.be.greaterThan(254);
      const csv = ['email', 'no-at-sign.example.com', 'two@at@example.com', 'has space@example.com', long, 'ok@example.com', '@example.com', 'x@localhost'].join('\n');
      const { subscribers, warnings } = readSubscribersCsv(csv);
      expect(subscribers.map((s) => s.email)).to.deep.equal(['ok@example.com']);
      expect(warnings.map((w) => w.item)).to.deep.equal(['row 2', 'row 3', 'row 4', 'row 5', 'row 7', 'row 8']);
    });

    it('keeps the first of two equal addresses (after trimming and lower-casing) and warns', () => {
      const csv = ['email,status', 'Same@Example.com,unsubscribed', 'other@example.com,', '  same@example.COM ,'].join('\n');
      const { subscribers, warnings } = readSubscribersCsv(csv);
      expect(subscribers).to.deep.equal([
        { email: 'same@example.com', subscribed: false, confirmed: false },
        { email: 'other@example.com', subscribed: true, confirmed: false },
      ]);
      expect(warnings).to.deep.equal([{ item: 'same@example.com', message: 'row 4 is skipped: the address is already on row 2' }]);
    });

    it('skips empty lines and blank rows silently', () => {
      const csv = '\uFEFFemail,name\n\na@example.com,A\n,\n\nb@example.com,B\n';
      const { subscribers, warnings } = readSubscribersCsv(csv);
      expect(subscribers.map((s) => s.email)).to.deep.equal(['a@example.com', 'b@example.com']);
      expect(warnings).to.deep.equal([]);
    });

    it('refuses a file without an email column, and one that is not CSV', () => {
      expect(refused(() => readSubscribersCsv('name,address\nA,a@example.com')).message).to.contain('no email column');
      expect(refused(() => readSubscribersCsv('email\n"a@example.com')).message).to.contain('not a readable CSV');
    });
  });

  it('isImportableEmail accepts ordinary addresses and little else', () => {
    for (const ok of ['a@example.com', 'first.last+tag@sub.example.co.uk', 'josé@exämple.de', "o'brien@example.ie"]) expect(isImportableEmail(ok), ok).to.equal(true);
    for (const bad of ['', 'a@b', '.a@example.com', 'a..b@example.com', 'a@-example.com', '=a@example.com', '-a@example.com', 'a@example.com)', 'a b@example.com']) {
      expect(isImportableEmail(bad), bad).to.equal(false);
    }
  });
});
