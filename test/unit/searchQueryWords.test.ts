// The words a search looks for: each once, a few at most, the commonest only when alone.
import { expect } from 'chai';
import { MAX_COMMON_WORDS, MAX_QUERY_WORDS, queryWords } from '../../src/services/search/queryWords';

describe('search: the words of a query', () => {
  it('reads a repeated word once, however it is written', () => {
    expect(queryWords(Array(67).fill('of').join(' '))).to.equal('of');
    expect(queryWords('Running run RUNS runner')).to.equal('Running runner');
    expect(queryWords("Qur'ān quran QURAN")).to.equal("Qur'ān");
  });

  it(`keeps at most ${MAX_QUERY_WORDS} words, in their order, and the commonest only when there is no other`, () => {
    expect(queryWords('the theory of mind')).to.equal('theory mind');
    expect(queryWords('the theory of mind and the machines of meaning in the stewardship of tools')).to.equal('theory mind machines meaning stewardship');
    expect(queryWords('alpha beta of gamma delta epsilon zeta')).to.equal('alpha beta gamma delta epsilon');
    expect(queryWords(`of the and to in is that it for ${'x'.repeat(3)}`)).to.equal('xxx');
    expect(queryWords('of the and to in is that it for')).to.equal(`of the`.split(' ').slice(0, MAX_COMMON_WORDS).join(' '));
    expect(queryWords('The')).to.equal('The');
  });

  it('gives no words for punctuation alone', () => {
    expect(queryWords('%')).to.equal('');
    expect(queryWords('*) -- ;')).to.equal('');
  });
});
