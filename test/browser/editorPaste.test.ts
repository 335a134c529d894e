// Nested lists pasted into the writing editor from Word and Google Docs (#47), in Chromium at
// 390 px, by a paste event carrying the clipboard's text/html. The clipboards
// (test/fixtures/clipboard) are written for this test in the shapes these programs really put on
// the clipboard, after the recorded Word 2016 clipboards of CKEditor 5's paste-from-office tests
// (ckeditor/ckeditor5, packages/ckeditor5-paste-from-office/tests/_data/list/nested-mixed and
// nested) and Google Docs clipboards kept in public projects' paste tests: Word's list items are
// paragraphs styled `mso-list:l0 levelN lfo1` with the bullet or number typed in a
// `mso-list:Ignore` span, between conditional comments, <o:p> and a <style> block; Google Docs
// wraps everything in a normal-weight <b id="docs-internal-guid-…"> and puts a nested list right
// inside its parent list. Both must come out as the same nested markdown list with the heading,
// bold, italics and links, no style, class or typed bullet, and no CSP complaint on the console.
import { expect } from 'chai';
import { browserSuite } from '../helpers/browserSuite';
import { body, clipboardFixture, pasteHtml, sourceOf } from '../helpers/writingEditor';

/** Both clipboards' list, as markdown: Word's and Docs' "a." numbering is an ordered list (markdown has no letters). */
const NESTED_LIST = ['- Philosophy', '  1. **Minds** and machines', '     - Turing, 1950', '  2. *Ethics*', '- [History](https://example.org/history)'].join('\n');

describe('browser: nested lists pasted from Word and Google Docs', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  const cases = [
    { from: 'Word', fixture: 'word-nested-list.html', heading: '# Reading list', intro: 'Start with the **classics**, then the *new* ones (see [the shelf](https://example.org/shelf)).' },
    { from: 'Google Docs', fixture: 'google-docs-nested-list.html', heading: '## Reading list', intro: 'Start with the **classics**, then the *new* ones.' },
  ];
  for (const { from, fixture, heading, intro } of cases) {
    it(`keeps a three-level list from ${from} nested, with its heading, bold, italics and links, and drops every style`, async () => {
      const { page, problems } = await suite.visit('/admin/blog/new', { adminKey: true, width: 390, touch: true });
      await body(page).click();
      await pasteHtml(page, clipboardFixture(fixture), 'Reading list\nPhilosophy\nMinds and machines\nTuring, 1950\nEthics\nHistory\nThat is all.');
      await body(page).locator('ul > li > ol > li > ul > li', { hasText: 'Turing, 1950' }).waitFor();
      const markdown = await sourceOf(page);
      expect(markdown).to.equal(`${heading}\n\n${intro}\n\n${NESTED_LIST}\n\nThat is all.\n`);
      expect(markdown).not.to.match(/style|font|mso|Calibri|Arial|docs-internal|<span|<b\b|·|§/);
      expect(problems, problems.join('\n')).to.deep.equal([]);
    });
  }
});
