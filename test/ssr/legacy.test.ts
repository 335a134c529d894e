// /legacy: the raw streamed HTML, read without running any JavaScript.
import { site } from '../helpers/defaultContent';
import { expect } from 'chai';
import { LegacySubmission } from '../../entities';
import { formatBlogDate } from '../../views/lib/format';
import { sampleLegacySubmissions } from '../../src/seed/content/legacy';
import { markupOf, tagsOf, visibleTextOf } from '../helpers/pageText';
import { dehydratedStateOf, startTestServer, type TestServer } from '../helpers/testServer';

const newestFirst = [...sampleLegacySubmissions].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));

describe('SSR /legacy', () => {
  let server: TestServer;
  let html: string;
  let status: number;
  before(async () => {
    server = await startTestServer();
    await server.db.getRepository(LegacySubmission).insert([
      { statement: 'a statement still waiting for review', submittedAt: new Date('2026-12-31T00:00:00Z'), hearts: 0, status: 'pending' },
      { statement: 'a statement that was turned down', submittedAt: new Date('2026-12-30T00:00:00Z'), hearts: 0, status: 'rejected' },
    ]);
    const response = await fetch(`${server.url}/legacy`);
    status = response.status;
    html = await response.text();
  });
  after(() => server?.close());

  it('streams the hero, the filter and every approved statement as a sentence, newest first', () => {
    expect(status).to.equal(200);
    expect(html).to.include(`<title>Legacy Wall | ${site.name}</title>`);
    expect(html.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g)).to.deep.equal(['<h1>Before I Die...</h1>']);
    const text = visibleTextOf(html);
    expect(text).to.include('Add Your Legacy');
    for (const label of ['Recent', 'Popular', 'Random']) expect(text).to.include(label);

    const positions = newestFirst.map((s) => text.indexOf(`Before I die, I want to ${s.statement}`));
    for (const [i, position] of positions.entries()) expect(position, newestFirst[i].statement).to.be.greaterThan(-1);
    expect(positions).to.deep.equal([...positions].sort((a, b) => a - b));

    const margaret = sampleLegacySubmissions.find((s) => s.authorName === 'Margaret')!;
    expect(text).to.include(`Margaret ${margaret.location}`);
    expect(text).to.include(formatBlogDate(margaret.submittedAt));
    expect(text).to.include('Anonymous');
    expect(markupOf(html)).not.to.include('data-testid="skeleton"');
  });

  it('labels each heart button with its count, not yet pressed', () => {
    const hearts = tagsOf(html, 'button').filter((tag) => tag.includes('Give a heart'));
    expect(hearts).to.have.length(sampleLegacySubmissions.length);
    expect(hearts[0]).to.include(`aria-label="Give a heart to this statement, ${newestFirst[0].hearts} hearts"`);
    expect(hearts[0]).to.include('aria-pressed="false"');
    const filter = tagsOf(html, 'button').filter((tag) => tag.includes('aria-pressed="true"'));
    expect(filter).to.have.length(1);
  });

  it('never shows pending or rejected statements', () => {
    expect(html).not.to.include('still waiting for review');
    expect(html).not.to.include('turned down');
  });

  it('leaves the form out of the first HTML: the dialog loads when a visitor asks for it', () => {
    expect(visibleTextOf(html)).to.include('Add Your Legacy');
    expect(tagsOf(html, 'dialog')).to.deep.equal([]);
    expect(tagsOf(html, 'textarea')).to.deep.equal([]);
  });

  it('dehydrates only the recent list, exactly as the API answers it', async () => {
    const queries = dehydratedStateOf(html).queries;
    // Every page carries the settings besides its own data; the wall, its own part of them (its invitation).
    expect(queries.map((q) => JSON.stringify(q.queryKey))).to.deep.equal(['["/api/settings"]', '["/api/legacy","recent"]', '["/api/settings","legacy"]']);
    const api = await (await fetch(`${server.url}/api/legacy/recent`)).json();
    expect(queries[1].state.data).to.deep.equal(api);
  });

  it('sends no inline style attributes', () => {
    expect(markupOf(html)).not.to.match(/\sstyle="/);
  });
});

describe('SSR /legacy: an empty wall', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  it('invites the first statement with a share button', async () => {
    const response = await fetch(`${server.url}/legacy`);
    expect(response.status).to.equal(200);
    const html = await response.text();
    const text = visibleTextOf(html);
    expect(text).to.include('No submissions yet. Be the first!');
    expect(tagsOf(html, 'button').length).to.be.greaterThan(0);
    expect(text).to.match(/No submissions yet\. Be the first! Share/);
  });
});
