import { expect } from 'chai';
import { addHeadingIds, headingSlug, RESERVED_PAGE_IDS } from '../../src/lib/headingIds';

describe('lib/headingIds', () => {
  describe('headingSlug', () => {
    it('lowercases and turns every run of other characters into one hyphen, trimmed at the ends', () => {
      expect(headingSlug('Why Forgetting Helps')).to.equal('why-forgetting-helps');
      expect(headingSlug('  1. Retrieval -- and   Spacing!  ')).to.equal('1-retrieval-and-spacing');
      expect(headingSlug("Qur'an 33:72 — the Trust")).to.equal('qur-an-33-72-the-trust');
      expect(headingSlug('snake_case')).to.equal('snake-case');
    });
    it('keeps the letters of accented words, and falls back to "section" when nothing is left', () => {
      expect(headingSlug('Maqāṣid al-Sharīʿa: Café')).to.equal('maqasid-al-shari-a-cafe');
      expect(headingSlug('العدل')).to.equal('section');
      expect(headingSlug('???')).to.equal('section');
    });
    it('stays at most 80 characters, without a trailing hyphen', () => {
      const slug = headingSlug(`${'word '.repeat(40)}end`);
      expect(slug.length).to.be.at.most(80);
      expect(slug).to.match(/^[a-z0-9-]+[a-z0-9]$/);
    });
  });

  describe('addHeadingIds', () => {
    it('gives each heading an id from its text, inline markup and entities read as text', () => {
      expect(addHeadingIds('<h2>The <em>curve</em> everyone &amp; I know</h2><p>x</p><h3 title="a > b">Deeper</h3>')).to.equal(
        '<h2 id="the-curve-everyone-i-know">The <em>curve</em> everyone &amp; I know</h2><p>x</p><h3 id="deeper" title="a > b">Deeper</h3>',
      );
    });
    it('de-duplicates with -2, -3 in document order, across heading levels', () => {
      expect(addHeadingIds('<h2>Notes</h2><h3>Notes</h3><h2>Notes</h2>')).to.equal('<h2 id="notes">Notes</h2><h3 id="notes-2">Notes</h3><h2 id="notes-3">Notes</h2>');
    });
    it('keeps an id a heading already has, and never reuses it for another heading', () => {
      expect(addHeadingIds('<h2>Intro</h2><h2 id="intro">Written intro</h2><h2 class="x" id=\'kept\'>Kept</h2>')).to.equal(
        '<h2 id="intro-2">Intro</h2><h2 id="intro">Written intro</h2><h2 class="x" id=\'kept\'>Kept</h2>',
      );
    });
    it('never takes an id the page itself uses', () => {
      expect(RESERVED_PAGE_IDS).to.include.members(['main-content', 'newsletter', 'related-title', 'contents-title']);
      expect(addHeadingIds('<h2>Newsletter</h2><h2>Main content</h2>')).to.equal('<h2 id="newsletter-2">Newsletter</h2><h2 id="main-content-2">Main content</h2>');
    });
    it('is stable: the same HTML always gives the same ids, and a second pass changes nothing', () => {
      const html = '<h1>Title</h1><h2>A</h2><h4>B</h4><h6>C</h6><p>Not a heading</p>';
      const once = addHeadingIds(html);
      expect(once).to.equal('<h1 id="title">Title</h1><h2 id="a">A</h2><h4 id="b">B</h4><h6 id="c">C</h6><p>Not a heading</p>');
      expect(addHeadingIds(html)).to.equal(once);
      expect(addHeadingIds(once)).to.equal(once);
    });
    it('leaves HTML without headings untouched, upper-case tags included', () => {
      expect(addHeadingIds('<p>Plain <strong>text</strong></p>')).to.equal('<p>Plain <strong>text</strong></p>');
      expect(addHeadingIds('<H2>Shout</H2>')).to.equal('<h2 id="shout">Shout</h2>');
    });
  });
});
