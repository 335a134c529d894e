// One way to write a count with its noun (#47: "1 recipients", "2 page(s)").
import { expect } from 'chai';
import { countOf } from '../../views/lib/plural';

describe('countOf', () => {
  it('writes the noun in the number the count asks for', () => {
    expect(countOf(1, 'recipient')).to.equal('1 recipient');
    expect(countOf(0, 'recipient')).to.equal('0 recipients');
    expect(countOf(2, 'page')).to.equal('2 pages');
    expect(countOf(3, 'post is', 'posts are')).to.equal('3 posts are');
    expect(countOf(1, 'post is', 'posts are')).to.equal('1 post is');
  });

  it('is the only way the admin writes a count: no "(s)" is left in views/ or src/', async () => {
    const { spawnSync } = await import('node:child_process');
    // git grep answers status 1, and no lines, when nothing matches.
    const found = spawnSync('git', ['grep', '-n', '-E', '[a-z]\\(s\\)[^a-z]', '--', 'views', 'src'], { encoding: 'utf8' }).stdout.split('\n').filter((line) => line !== '' && !/http\(s\)/.test(line));
    expect(found).to.deep.equal([]);
  });
});
