import { expect } from 'chai';
import { autoExcerpt, CREATE_EXCERPT_LENGTH, EDIT_EXCERPT_LENGTH, essayReadingTime, htmlToText, parseTags, readTimeMinutes, slugifyForCreate, slugifyForEdit } from '../../views/lib/text';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('lib/text', () => {
  describe('slugifyForCreate (blog create rule)', () => {
    it('lowercases, drops punctuation, turns whitespace into hyphens and collapses them', () => {
      expect(slugifyForCreate('Hello, World! A   New -- Post')).to.equal('hello-world-a-new-post');
      expect(slugifyForCreate("What's Next? AI & Society")).to.equal('whats-next-ai-society');
    });
    it('keeps word characters: digits and underscores', () => {
      expect(slugifyForCreate('Top_10 Ideas of 2026')).to.equal('top_10-ideas-of-2026');
    });
    it('drops characters outside ASCII word characters and trims edge hyphens', () => {
      expect(slugifyForCreate('Café — déjà vu')).to.equal('caf-dj-vu');
      expect(slugifyForCreate('- Intro -')).to.equal('intro');
      expect(slugifyForCreate('!!!')).to.equal('');
    });
  });

  describe('slugifyForEdit (essay and blog edit rule)', () => {
    it('keeps letters, digits, underscores and hyphens only', () => {
      expect(slugifyForEdit('Adab for Algorithms: Foundations of AI Ethics')).to.equal('adab-for-algorithms-foundations-of-ai-ethics');
      expect(slugifyForEdit('snake_case and kebab-case  together')).to.equal('snake_case-and-kebab-case-together');
      expect(slugifyForEdit('Qur\'an 33:72 — the Trust')).to.equal('quran-3372-the-trust');
    });
    it('merges repeated hyphens', () => {
      expect(slugifyForEdit('a - - b')).to.equal('a-b');
    });
  });

  describe('a title with nothing the slug rules keep', () => {
    it('gets article- and 8 hex digits of its text, the same under both rules and on every call', () => {
      const slug = slugifyForEdit('العلم والآلة');
      expect(slug).to.match(/^article-[0-9a-f]{8}$/);
      expect(slugifyForCreate('العلم والآلة')).to.equal(slug);
      expect(slugifyForEdit('  العلم والآلة ')).to.equal(slug);
      expect(slugifyForEdit('人工智能与伦理')).to.match(/^article-[0-9a-f]{8}$/).and.not.equal(slug);
    });
    it('leaves an empty title, and one of punctuation only, without a slug', () => {
      expect(slugifyForEdit('')).to.equal('');
      expect(slugifyForEdit(' -- ')).to.equal('');
      expect(slugifyForCreate('!!!')).to.equal('');
    });
  });

  describe('readTimeMinutes', () => {
    it('is words / 200 rounded up', () => {
      expect(readTimeMinutes(words(200))).to.equal(1);
      expect(readTimeMinutes(words(201))).to.equal(2);
      expect(readTimeMinutes(words(1000))).to.equal(5);
    });
    it('is at least 1, even for empty text', () => {
      expect(readTimeMinutes('')).to.equal(1);
      expect(readTimeMinutes('   ')).to.equal(1);
    });
    it('counts the words of HTML, not its tags', () => {
      expect(readTimeMinutes(`<p>${words(150)}</p><p>${words(150)}</p>`)).to.equal(2);
      expect(readTimeMinutes(`<p class="a very long attribute list that is not prose">${words(200)}</p>`)).to.equal(1);
    });
    it('has an essay form', () => {
      expect(essayReadingTime(9)).to.equal('9 min read');
    });
  });

  describe('htmlToText of rendered markdown', () => {
    it('leaves out what no reader reads as prose: TeX sources, footnote marks and the footnotes', async () => {
      const { renderMarkdown } = await import('../../views/lib/article/renderMarkdown');
      const html = await renderMarkdown('A claim.[^1] The area is $x^2$.\n\n[^1]: The source.');
      expect(htmlToText(html)).to.equal('A claim. The area is x2.');
    });
  });

  describe('autoExcerpt', () => {
    it('strips tags and keeps short text whole, without dots', () => {
      expect(autoExcerpt('<p>Short <strong>text</strong>.</p><p>Next</p>', CREATE_EXCERPT_LENGTH)).to.equal('Short text. Next');
    });
    it('cuts at 150 (create) or 200 (edit) characters, trimmed, with "..."', () => {
      const text = `${'x'.repeat(149)} ${'y'.repeat(100)}`;
      expect(autoExcerpt(`<p>${text}</p>`, CREATE_EXCERPT_LENGTH)).to.equal(`${'x'.repeat(149)}...`);
      const long = 'z'.repeat(250);
      expect(autoExcerpt(long, EDIT_EXCERPT_LENGTH)).to.equal(`${'z'.repeat(200)}...`);
      expect(autoExcerpt('z'.repeat(200), EDIT_EXCERPT_LENGTH)).to.equal('z'.repeat(200));
    });
    it('decodes entities so the plain-text excerpt reads right', () => {
      expect(htmlToText('<p>Faith &amp; reason&nbsp;&#8212; &#x27;today&#x27;</p>')).to.equal("Faith & reason — 'today'");
    });
  });

  describe('parseTags', () => {
    it('splits on commas, trims and drops empties', () => {
      expect(parseTags(' ethics, AI ,, faith ,')).to.deep.equal(['ethics', 'AI', 'faith']);
      expect(parseTags('')).to.deep.equal([]);
    });
  });
});
