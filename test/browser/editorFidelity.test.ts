// The writing editor keeps what the site renders (#47). Every seeded post and essay and every
// item of the real exports (test/fixtures/imports) goes into the editor's model and out again
// as markdown, in Chromium with the editor's own parser and serialiser; the markdown written
// back must render, through the article pipeline, to the same HTML as what went in, or to HTML a
// reader cannot tell from it (test/helpers/sameReading.ts: marks nested in another order, a
// space inside or outside an emphasis); the counts of each are printed. HTML bodies
// are first made markdown by the server's conversion (POST /api/admin/markdown/from-html), as
// the studio does on their first edit.
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { BlogPost, Essay, Page as SitePage } from '../../entities';
import { renderMarkdown } from '../../views/lib/article/renderMarkdown';
import { adminJson } from '../helpers/adminClient';
import { browserTestsDisabled, launchBrowser } from '../helpers/browser';
import { sameReading } from '../helpers/sameReading';
import { loadEditorEngine, markdownThroughEditor } from '../helpers/editorBundle';
import { importFile, importFixture, substackFixtureZip, zipFixtureFolder } from '../helpers/importFiles';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** Every syntax the pipeline renders, in one document. */
const EVERY_SYNTAX = `# A heading

## Another, with *emphasis*, **strength**, ~~strike~~ and \`code\`

A [link](https://example.org/a "with a title") and an autolink https://example.org/b.

- a list
- with two items
  - and a nested one

1. numbered
2. second

- [ ] a task
- [x] done

> A quote
> over two lines.

\`\`\`python
print("code with its language")
\`\`\`

| Left | Right |
| :--- | ----: |
| 1    |     2 |

A footnote[^note] and inline math $E = mc^2$.

$$
\\int_0^1 x^2 \\, dx
$$

$$a^2 + b^2 = c^2$$

![A cat on a mat](https://example.org/cat.png "The caption")

---

[^note]: The footnote's text.
`;

/** Where two texts part, with a little of each around it. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 120));
  return `at ${at}:\n  in:  ${around(a)}\n  out: ${around(b)}`;
}

interface Source {
  name: string;
  markdown: string | null;
  html: string;
}

async function storedSources(server: TestServer): Promise<Source[]> {
  const [posts, essays, pages] = await Promise.all([server.db.getRepository(BlogPost).find(), server.db.getRepository(Essay).find(), server.db.getRepository(SitePage).find()]);
  return [
    ...posts.map((post) => ({ name: `post ${post.slug}`, markdown: post.markdown, html: post.content })),
    ...essays.map((essay) => ({ name: `essay ${essay.slug}`, markdown: essay.markdown, html: essay.bodyHtml })),
    ...pages.map((page) => ({ name: `page ${page.slug}`, markdown: page.markdown, html: page.content })),
  ];
}

describe('writing editor fidelity: every seeded and imported body through the editor', function () {
  this.timeout(600_000);
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  before(async function () {
    if (browserTestsDisabled()) this.skip();
    server = await startTestServer();
    for (const [bytes, name] of [
      [await zipFixtureFolder('jekyll', 'jekyll-docs'), 'jekyll-docs.zip'],
      [importFixture('ghost', 'ghost.json'), 'ghost.json'],
      [await substackFixtureZip(), 'substack.zip'],
      [importFixture('wordpress', 'themeunittestdata.wordpress.xml'), 'themeunittestdata.wordpress.xml'],
      [importFixture('wordpress', 'ghost-migrate-sample.xml'), 'ghost-migrate-sample.xml'],
    ] as const) {
      const { job } = await importFile(server, bytes, name);
      expect(job.status, `${name}: ${job.error}`).to.equal('done');
    }
    browser = await launchBrowser();
    page = await browser.newPage();
    await loadEditorEngine(page);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const throughEditor = async (markdown: string) => {
    const written = await markdownThroughEditor(page, markdown);
    const [before, after] = [await renderMarkdown(markdown), await renderMarkdown(written)];
    return { written, same: before === after, sameToReader: sameReading(before, after), difference: `${firstDifference(before, after)}\n${firstDifference(markdown, written)}` };
  };

  it('writes back a document of every syntax the site renders so that it renders the same', async () => {
    const { written, same, difference } = await throughEditor(EVERY_SYNTAX);
    expect(same, `${difference}\n${written}`).to.equal(true);
  });

  it('writes back every seeded post and essay and every imported item (Jekyll, Ghost, Substack, WordPress) so that it renders the same', async () => {
    const sources = await storedSources(server);
    expect(sources.length, 'seeded and imported items').to.be.greaterThan(150);
    const changed: string[] = [];
    let exact = 0;
    let sameHtml = 0;
    for (const source of sources) {
      let markdown = source.markdown;
      if (markdown === null) {
        const converted = await adminJson(server, '/api/admin/markdown/from-html', { method: 'POST', body: { html: source.html } });
        expect(converted.status, source.name).to.equal(200);
        markdown = converted.body.markdown as string;
      }
      const { written, same, sameToReader, difference } = await throughEditor(markdown);
      if (same) sameHtml += 1;
      else if (!sameToReader) changed.push(`${source.name}: ${difference}`);
      if (written.trimEnd() === markdown.trimEnd()) exact += 1;
    }
    console.log(`      ${sources.length} bodies: ${exact} written back byte for byte, ${sameHtml} to the same HTML, ${sources.length - changed.length} the same to a reader`);
    expect(changed, changed.join('\n\n')).to.deep.equal([]);
  });
});
