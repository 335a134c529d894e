import { expect } from 'chai';
import { groupWarnings, isLoss } from '../../views/admin/imports/groupWarnings';

describe('views/admin/imports/groupWarnings: an import report a person can read', () => {
  const noCategory = 'no category of this site among its tags (Uncategorized): filed under Notes';

  it('gives each repeated message one line, with every item it concerns in order', () => {
    const warnings = [
      ...Array.from({ length: 60 }, (_, i) => ({ item: `Post ${i}`, message: noCategory })),
      { item: 'Hello', message: 'the address /blog/hello was taken: imported as /blog/hello-2' },
    ];
    const groups = groupWarnings(warnings);
    expect(groups).to.have.length(2);
    expect(groups[0]).to.deep.include({ message: noCategory, loss: false });
    expect(groups[0].items).to.have.length(60);
    expect(groups[0].items.slice(0, 2)).to.deep.equal(['Post 0', 'Post 1']);
  });

  it('puts what would be lost first, however rare', () => {
    const groups = groupWarnings([
      { item: 'A', message: noCategory },
      { item: 'B', message: noCategory },
      { item: 'Protected', message: 'deleted here after an earlier import: left out' },
      { item: 'C', message: 'not imported: content is required' },
    ]);
    expect(groups.map((group) => group.loss)).to.deep.equal([true, true, false]);
    expect(groups[2].message).to.equal(noCategory);
  });

  it('knows a loss by the words the importers use, and a change by their absence', () => {
    expect(isLoss('an embedded frame was removed: the site does not show embeds')).to.equal(true);
    expect(isLoss('the feature image https://x.example/a.jpg is still on x.example: not set here (bring…)')).to.equal(true);
    expect(isLoss('2 images are still on x.example (/2013/): not copied here')).to.equal(true);
    expect(isLoss('no publication date: imported as a draft')).to.equal(false);
    expect(isLoss('updated /blog/a, imported before from wordpress 12')).to.equal(false);
  });
});
