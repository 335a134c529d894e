import { expect } from 'chai';
import { formatBlogDate, formatEssayDate } from '../../views/lib/format';
import { formatMegabytes } from '../../views/lib/formatMegabytes';
import { formatShortDate } from '../../views/admin/formatShortDate';

describe('format', () => {
  it('writes blog dates in long US English and essay dates in long British English, in UTC', () => {
    expect(formatBlogDate('2026-03-14T23:30:00.000Z')).to.equal('March 14, 2026');
    expect(formatEssayDate('2026-03-14T23:30:00.000Z')).to.equal('14 March 2026');
    expect(formatShortDate('2026-03-14T00:00:00.000Z')).to.equal('Mar 14, 2026');
  });

  it('writes resource sizes in MB to one decimal', () => {
    expect(formatMegabytes(68_419)).to.equal('0.1 MB');
    expect(formatMegabytes(1_048_576 * 2.25)).to.equal('2.3 MB');
    expect(formatMegabytes(0)).to.equal('0.0 MB');
    expect(formatMegabytes(20_000), 'a small file shows one significant digit, never 0.0').to.equal('0.02 MB');
    expect(formatMegabytes(1_000)).to.equal('0.001 MB');
    expect(formatMegabytes(52_429)).to.equal('0.1 MB');
  });
});
