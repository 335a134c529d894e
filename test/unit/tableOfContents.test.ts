import { expect } from 'chai';
import { addHeadingIds } from '../../src/lib/headingIds';
import { tableOfContents } from '../../views/lib/tableOfContents';
import { sampleBlogPosts } from '../../src/seed/content/blogPosts';

describe('lib/tableOfContents', () => {
  it('lists the h2 and h3 headings with their ids and labels, in document order', () => {
    const html = '<h1 id="t">Title</h1><h2 id="one">One &amp; <em>only</em></h2><p>x</p><h3 id="deeper">Deeper\n  still</h3><h4 id="deepest">Deepest</h4><h2 id="two" title="a > b">Two</h2>';
    expect(tableOfContents(html)).to.deep.equal([
      { id: 'one', labelHtml: 'One &amp; only', level: 2 },
      { id: 'deeper', labelHtml: 'Deeper still', level: 3 },
      { id: 'two', labelHtml: 'Two', level: 2 },
    ]);
  });

  it('keeps no markup in a label: every tag goes (attribute values holding > included), any other < is escaped', () => {
    const html = '<h2 id="a"><a href="/x" title="1 > 0"><strong>Linked</strong></a> <img src="/i.png" alt="x>y" onerror="alert(1)"> 2 < 3</h2>';
    expect(tableOfContents(html)).to.deep.equal([{ id: 'a', labelHtml: 'Linked 2 &lt; 3', level: 2 }]);
  });

  it('skips headings without an id or without text', () => {
    expect(tableOfContents('<h2>No id</h2><h2 id="empty"> <img src="/x.png" alt=""> </h2><h3 id=\'ok\'>Ok</h3>')).to.deep.equal([{ id: 'ok', labelHtml: 'Ok', level: 3 }]);
  });

  it('reads the ids addHeadingIds wrote, so a read post always has its entries', () => {
    const post = sampleBlogPosts.find((p) => p.slug === 'forgetting-is-a-feature')!;
    expect(tableOfContents(post.content), 'the stored body has no ids').to.deep.equal([]);
    expect(tableOfContents(addHeadingIds(post.content))).to.deep.equal([
      { id: 'the-curve-everyone-knows', labelHtml: 'The curve everyone knows', level: 2 },
      { id: 'why-forgetting-helps', labelHtml: 'Why forgetting helps', level: 2 },
      { id: 'using-forgetting-on-purpose', labelHtml: 'Using forgetting on purpose', level: 2 },
      { id: 'a-note-on-machines', labelHtml: 'A note on machines', level: 3 },
    ]);
  });
});
