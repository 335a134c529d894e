import { expect } from 'chai';
import { csvCell, toCsv } from '../../src/lib/csv';

describe('lib/csv', () => {
  it('writes a header row and CRLF line ends', () => {
    expect(toCsv(['Email', 'Status'], [['a@example.com', 'Active'], ['b@example.com', 'Inactive']])).to.equal(
      'Email,Status\r\na@example.com,Active\r\nb@example.com,Inactive\r\n',
    );
  });

  it('quotes fields holding a comma, quote or line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).to.equal('"a,b"');
    expect(csvCell('say "hi"')).to.equal('"say ""hi"""');
    expect(csvCell('two\nlines')).to.equal('"two\nlines"');
    expect(csvCell('plain')).to.equal('plain');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).to.equal('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('+1+1')).to.equal("'+1+1");
    expect(csvCell('-2')).to.equal("'-2");
    expect(csvCell('@SUM(A1)')).to.equal("'@SUM(A1)");
    expect(csvCell('\tcmd')).to.equal("'\tcmd");
    expect(csvCell('\rcmd')).to.equal('"\'\rcmd"');
    expect(csvCell('a=b')).to.equal('a=b');
  });

  it('writes numbers, booleans and empty values plainly', () => {
    expect(toCsv(['n', 'b', 'e'], [[-5, true, null]])).to.equal('n,b,e\r\n-5,true,\r\n');
  });
});
