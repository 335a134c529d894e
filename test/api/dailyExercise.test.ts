import { expect } from 'chai';
import { BrainTeaser, Quote } from '../../entities';
import { sampleBrainTeasers } from '../../src/seed/content/brainTeasers';
import { sampleQuotes } from '../../src/seed/content/quotes';
import { startTestServer, type TestServer } from '../helpers/testServer';

const getJson = async (server: TestServer, path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).to.equal(200);
  expect(response.headers.get('content-type'), path).to.match(/application\/json/);
  return response.json();
};

describe('GET /api/brain-teasers/random and /api/quotes/random', () => {
  describe('with the sample content', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer();
    });
    after(() => server?.close());

    it('answers a seeded brain teaser with the fields of the spec', async () => {
      const teaser = await getJson(server, '/api/brain-teasers/random');
      expect(teaser).to.have.all.keys('id', 'question', 'answer', 'difficulty', 'category');
      expect(teaser.id).to.be.a('number');
      expect(['easy', 'medium', 'hard']).to.include(teaser.difficulty);
      const sample = sampleBrainTeasers.find((t) => t.question === teaser.question);
      expect(sample, teaser.question).to.not.equal(undefined);
      expect(teaser).to.include({ answer: sample!.answer, difficulty: sample!.difficulty, category: sample!.category });
    });

    it('answers a seeded quote with the fields of the spec', async () => {
      const quote = await getJson(server, '/api/quotes/random');
      expect(quote).to.have.all.keys('id', 'text', 'author', 'category');
      const sample = sampleQuotes.find((q) => q.text === quote.text);
      expect(sample, quote.text).to.not.equal(undefined);
      expect(quote).to.include({ author: sample!.author, category: sample!.category });
    });

    it('picks at random: repeated calls reach more than one row', async () => {
      const questions = new Set<string>();
      const texts = new Set<string>();
      for (let i = 0; i < 30; i++) {
        questions.add((await getJson(server, '/api/brain-teasers/random')).question);
        texts.add((await getJson(server, '/api/quotes/random')).text);
      }
      expect(questions.size).to.be.greaterThan(1);
      expect(texts.size).to.be.greaterThan(1);
    });

    it('never answers the excluded row when another exists', async () => {
      const teaserIds = (await server.db.getRepository(BrainTeaser).find()).map((t) => t.id);
      const quoteIds = (await server.db.getRepository(Quote).find()).map((q) => q.id);
      for (let i = 0; i < 20; i++) {
        const teaserId = teaserIds[i % teaserIds.length];
        const teaser = await getJson(server, `/api/brain-teasers/random?exclude=${teaserId}`);
        expect(teaser.id).to.not.equal(teaserId);
        expect(teaserIds).to.include(teaser.id);
        const quoteId = quoteIds[i % quoteIds.length];
        expect((await getJson(server, `/api/quotes/random?exclude=${quoteId}`)).id).to.not.equal(quoteId);
      }
    });

    it('ignores a malformed exclude value instead of failing', async () => {
      for (const value of ['abc', '-1', '1.5', '', '99999999999999999999']) {
        const teaser = await getJson(server, `/api/brain-teasers/random?exclude=${encodeURIComponent(value)}`);
        expect(teaser).to.have.property('question');
      }
    });
  });

  describe('with empty tables', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ seed: false });
    });
    after(() => server?.close());

    it('answers 200 with JSON null, so the cards show their empty text', async () => {
      for (const path of ['/api/brain-teasers/random', '/api/quotes/random', '/api/brain-teasers/random?exclude=1']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).to.equal(200);
        expect(response.headers.get('content-type'), path).to.match(/application\/json/);
        expect(await response.text(), path).to.equal('null');
      }
    });

    it('answers the only row even when it is the excluded one', async () => {
      const [saved] = await server.db.getRepository(Quote).save([{ text: 'Only one.', author: 'Someone', category: 'test' }]);
      const quote = await getJson(server, `/api/quotes/random?exclude=${saved.id}`);
      expect(quote).to.deep.equal({ id: saved.id, text: 'Only one.', author: 'Someone', category: 'test' });
    });
  });
});
