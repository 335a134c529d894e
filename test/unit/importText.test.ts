// The text an import keeps of any source: titles as plain text, slugs this site's kind, one key per source site.
import { expect } from 'chai';
import { importSlug, plainText, siteKey, transliterate } from '../../src/services/import/importText';
import { optionalSourceDate } from '../../src/services/import/sourceTypes';

describe('import text: titles, slugs and source sites', () => {
  it('keeps a title as the text a reader sees: tags dropped, every entity decoded, scripts gone', () => {
    expect(plainText('Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>')).to.equal('Markup: Title With Markup');
    expect(plainText('&#x201C;This quote&#x2019;s rather short&#x201D; &hellip; &mdash; News &amp; Views')).to.equal('“This quote’s rather short” … — News & Views');
    expect(plainText('<script>alert(1)</script>Safe <img src=x onerror=alert(1)>title')).to.equal('Safe title');
    expect(plainText('1 < 2 and 3 > 2')).to.equal('1 < 2 and 3 > 2');
    expect(plainText('<b></b>  ')).to.equal('');
  });

  it('makes a slug of this site’s kind: decoded, transliterated readably, else from the title', () => {
    expect(importSlug('already-fine_1', 'x')).to.equal('already-fine_1');
    expect(importSlug('%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-2', 'Επίπεδο 2')).to.equal('epipedo-2');
    expect(importSlug('привет-мир', '')).to.equal('privet-mir');
    expect(importSlug('Café Crème', '')).to.equal('cafe-creme');
    expect(importSlug('', 'Straße & Ørsted')).to.equal('strasse-orsted');
    expect(importSlug('%E0%A4%A%bad', 'Fallback title')).to.match(/^[a-z0-9_-]+$/);
    expect(importSlug('basic-post.html', '')).to.equal('basic-post');
    expect(transliterate('Ελληνικά')).to.equal('ellinika');
  });

  it('names a source site one way however it is written, and bounds it', () => {
    expect(siteKey('https://Example.com/blog/')).to.equal(siteKey('http://example.com/blog'));
    expect(siteKey('https://wpthemetestdata.wordpress.com')).to.equal('wpthemetestdata.wordpress.com');
    expect(siteKey('My Ghost Site')).to.equal('my ghost site');
    expect(siteKey(undefined)).to.equal('');
    expect(siteKey(`https://example.com/${'a'.repeat(500)}`)).to.have.length(191);
  });

  it('reads a source date without ever refusing the file', () => {
    expect(optionalSourceDate('2023-01-29T18:30:22Z')?.toISOString()).to.equal('2023-01-29T18:30:22.000Z');
    expect(optionalSourceDate(0)?.toISOString()).to.equal('1970-01-01T00:00:00.000Z');
    expect(optionalSourceDate('2023-01-29 18:30:22 2023 -0800')).to.equal(undefined);
    expect(optionalSourceDate('')).to.equal(undefined);
    expect(optionalSourceDate(null)).to.equal(undefined);
  });
});
