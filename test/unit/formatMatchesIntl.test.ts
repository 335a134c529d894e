// The hand-written date formats agree with Intl's for any date the site could show.
import { expect } from 'chai';
import fc from 'fast-check';
import { formatBlogDate, formatEssayDate } from '../../views/lib/format';
import { formatShortDate } from '../../views/admin/formatShortDate';

const intl = (locale: string, month: 'long' | 'short') => new Intl.DateTimeFormat(locale, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });

describe('date formats match Intl.DateTimeFormat', () => {
  const cases: [string, (iso: string) => string, Intl.DateTimeFormat][] = [
    ['blog (en-US, long)', formatBlogDate, intl('en-US', 'long')],
    ['essay (en-GB, long)', formatEssayDate, intl('en-GB', 'long')],
    ['short (en-US, short)', formatShortDate, intl('en-US', 'short')],
  ];
  for (const [name, format, reference] of cases) {
    it(name, () => {
      fc.assert(
        fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
          expect(format(date.toISOString())).to.equal(reference.format(date));
        }),
        { numRuns: 2000 },
      );
    });
  }

  it('refuses an invalid date, as Intl does', () => {
    expect(() => formatBlogDate('not a date')).to.throw(RangeError);
  });
});
