import { expect } from 'chai';
import { fileSlug, fileUrl } from '../../views/lib/mediaUrls';

describe('media addresses: the name part of a file address', () => {
  it('keeps the ASCII words of the name and its extension, in lower case', () => {
    expect(fileSlug('Attention Worksheet – week 1.pdf')).to.equal('attention-worksheet-week-1.pdf');
    expect(fileSlug('Ça va très bien.DOCX')).to.equal('ca-va-tres-bien.docx');
    expect(fileSlug('notes')).to.equal('notes');
  });

  it("is 'file' when no letter of the name is ASCII", () => {
    expect(fileSlug(`${'研究報告書'.repeat(38)}.pdf`)).to.equal('file.pdf');
    expect(fileSlug('مقاصد الشريعة')).to.equal('file');
  });

  it('is at most 80 characters, the extension kept', () => {
    const slug = fileSlug(`${'word '.repeat(40)}.epub`);
    expect(slug.length).to.be.at.most(80);
    expect(slug).to.match(/^word(-word)+\.epub$/);
  });

  it('never holds a character that needs encoding in an address', () => {
    for (const name of ['a/b?c#d.pdf', '100% & more.txt', '"quoted" <name>.csv', 'emoji 🎉.md']) {
      const url = fileUrl('0'.repeat(32), name);
      expect(encodeURI(url), name).to.equal(url);
      expect(fileSlug(name)).to.match(/^[a-z0-9.-]+$/);
    }
  });
});
