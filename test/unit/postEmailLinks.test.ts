// A post's links and images in its email: resolved against the post's own address, as its page
// would resolve them, since a mail program has no page to resolve them against.
import { expect } from 'chai';
import { absoluteUrls } from '../../src/services/email/postEmail';

describe('links in a post by email', () => {
  const at = 'https://example.com/blog/my-post';

  it('makes every kind of relative address absolute', () => {
    const html = '<a href="/books">a</a><a href="books">b</a><a href="../ai-islam">c</a><img src="//cdn.example.net/x.png"><a href="#fn-1">d</a><a href="?q=x&amp;y=1">e</a>';
    expect(absoluteUrls(html, at)).to.equal(
      '<a href="https://example.com/books">a</a><a href="https://example.com/blog/books">b</a><a href="https://example.com/ai-islam">c</a>' +
        '<img src="https://cdn.example.net/x.png"><a href="https://example.com/blog/my-post#fn-1">d</a><a href="https://example.com/blog/my-post?q=x&amp;y=1">e</a>',
    );
  });

  it('keeps absolute web and mail addresses, and drops what is neither', () => {
    expect(absoluteUrls('<a href="https://other.example/p">x</a><a href="mailto:me@example.com">m</a>', at)).to.equal('<a href="https://other.example/p">x</a><a href="mailto:me@example.com">m</a>');
    expect(absoluteUrls('<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA">', at)).to.equal('<a >x</a><img >');
  });
});
