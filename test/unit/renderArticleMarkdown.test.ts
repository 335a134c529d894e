// The bounded markdown render runs the built thread (dist/markdownWorker.js): `npm test` builds first.
import { expect } from 'chai';
import { MarkdownRenderError, renderArticleMarkdown, stopMarkdownThread } from '../../src/markdown/renderArticleMarkdown';

const HTML_LIMIT = 500_000;

async function refusal(markdown: string, deadlineMs: number): Promise<MarkdownRenderError> {
  try {
    await renderArticleMarkdown(markdown, HTML_LIMIT, deadlineMs);
  } catch (error) {
    if (error instanceof MarkdownRenderError) return error;
    throw error;
  }
  throw new Error('the render was not refused');
}

describe('src/markdown/renderArticleMarkdown: pathological markdown is bounded', function () {
  this.timeout(60_000);
  after(() => stopMarkdownThread());

  it('renders an ordinary article on its thread', async () => {
    expect(await renderArticleMarkdown('Hello **world** and $x^2$.', HTML_LIMIT)).to.include('<strong>world</strong>').and.include('<msup>');
  });

  it('answers 422 when a render passes its deadline, and the next render works on a new thread', async () => {
    const slow = `${'['.repeat(60_000)}x${']'.repeat(60_000)}`; // quadratic in the link parser: tens of seconds
    const started = Date.now();
    const error = await refusal(slow, 1_000);
    expect(error.status).to.equal(422);
    expect(error.message).to.match(/took longer than 1 s/);
    expect(Date.now() - started).to.be.below(5_000);
    expect(await renderArticleMarkdown('after *that*', HTML_LIMIT)).to.equal('<p>after <em>that</em></p>');
  });

  it('answers 422 for quotes nested 10,000 deep (the parser overflows or passes its deadline)', async () => {
    const error = await refusal(`${'>'.repeat(10_000)} x`, 2_000);
    expect(error.status).to.equal(422);
    expect(error.message).to.match(/could not be rendered|took longer/);
  });

  it('answers 422 when the rendered HTML is larger than the stored body may be', async () => {
    const table = `| a | b |\n|---|---|\n${'| 1 | 2 |\n'.repeat(20_000)}`; // 200,000 characters, the markdown limit
    const error = await refusal(table, 30_000); // a generous deadline: this render is slow, but not unbounded
    expect(error.message).to.match(/more than the 500000 allowed/);
  });

  it('renders a megabyte of backticks (an unclosed fence) within its deadline', async () => {
    expect(await renderArticleMarkdown('`'.repeat(1_000_000), HTML_LIMIT)).to.match(/^<pre class="code-block" tabindex="0"><code>/);
  });
});
