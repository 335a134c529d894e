import { expect } from 'chai';
import { readAfterArrival } from '../../src/lib/readAfterArrival';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('a read shared by the callers of one moment', () => {
  it('serves every caller that asked before it began with one read', async () => {
    let reads = 0;
    const shared = readAfterArrival(async () => ++reads);
    const answers = await Promise.all(Array.from({ length: 20 }, () => shared()));
    expect(reads).to.equal(1);
    expect(new Set(answers)).to.deep.equal(new Set([1]));
  });

  it('gives a caller who asks after a read began a later read, which sees what happened before it asked', async () => {
    let value = 'old';
    let began = 0;
    const shared = readAfterArrival(async () => {
      began++;
      const seen = value;
      await nextTurn(); // the read is in flight for a while
      return seen;
    });
    const first = shared();
    await nextTurn(); // the first read has begun
    expect(began).to.equal(1);
    value = 'new'; // a write commits while the first read is in flight, then a request arrives
    const second = shared();
    expect(await first).to.equal('old');
    expect(await second).to.equal('new');
    expect(began).to.equal(2);
  });

  it('hands a failed read to every caller that waited for it, and reads again for the next', async () => {
    let calls = 0;
    const shared = readAfterArrival(async () => {
      calls++;
      if (calls === 1) throw new Error('database unavailable');
      return 'ok';
    });
    const results = await Promise.allSettled([shared(), shared()]);
    expect(results.map((r) => r.status)).to.deep.equal(['rejected', 'rejected']);
    expect(await shared()).to.equal('ok');
  });
});
