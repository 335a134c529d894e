// WordPress's own wpautop() cases, ported from wordpress-develop's
// tests/phpunit/tests/formatting/wpAutop.php (GPL-2.0-or-later, as WordPress): each input and its
// expected output exactly as WordPress's test has them, ticket numbers kept.
import { expect } from 'chai';
import { wpautop } from '../../src/services/import/sourceHtml/wpautop';

const autop = (text: string) => wpautop(text).trim();

describe('wpautop (WordPress paragraphs, ported with its own tests)', () => {
  it('keeps the contents of <pre> exactly, manual breaks and all (#19855)', () => {
    const code = 'var a = 1;\n\nvar b = 2;\n';
    expect(autop(`<pre>${code}</pre>`)).to.equal(`<pre>${code}</pre>`);
    expect(autop(`Look at this code\n\n<pre>${code}</pre>\n\nIsn't that cool?`)).to.equal(`<p>Look at this code</p>\n<pre>${code}</pre>\n<p>Isn't that cool?</p>`);
    expect(autop('Look at this code\n\n<pre>Line1<br />Line2<br>Line3<br/>Line4\nActual Line 2\nActual Line 3</pre>\n\nCool, huh?')).to.equal(
      '<p>Look at this code</p>\n<pre>Line1<br />Line2<br>Line3<br/>Line4\nActual Line 2\nActual Line 3</pre>\n<p>Cool, huh?</p>',
    );
  });

  it('adds no <br /> to <input> elements (#16456) nor around <option> (#22230)', () => {
    const inputs = 'Username: <input type="text" id="username" name="username" /><br />Password: <input type="password" id="password1" name="password1" />';
    expect(autop(inputs)).to.equal(`<p>${inputs}</p>`);
    const select = 'Country: <select id="state" name="state"><option value="1">Alabama</option><option value="2">Alaska</option><option value="3">Arizona</option></select>';
    expect(autop(select)).to.equal(`<p>${select}</p>`);
  });

  it('adds no <p> or <br /> around <source> and <track> (#26864)', () => {
    const content =
      'Paragraph one.\n\n<video class="wp-video-shortcode" id="video-0-1" width="640" height="360" preload="metadata" controls="controls">\n\t\t\t\t<source type="video/mp4" src="http://domain.tld/wp-content/uploads/2013/12/xyz.mp4" />\n\t\t\t\t<!-- WebM/VP8 for Firefox4, Opera, and Chrome -->\n\t\t\t\t<source type="video/webm" src="myvideo.webm" />\n\t\t\t\t<track kind="subtitles" src="subtitles.srt" srclang="en" />\n\t\t\t\t<a href="http://domain.tld/wp-content/uploads/2013/12/xyz.mp4">http://domain.tld/wp-content/uploads/2013/12/xyz.mp4</a>\n\t\t\t</video>\n\nParagraph two.';
    expect(autop(content)).to.equal(
      '<p>Paragraph one.</p>\n<p><video class="wp-video-shortcode" id="video-0-1" width="640" height="360" preload="metadata" controls="controls"><source type="video/mp4" src="http://domain.tld/wp-content/uploads/2013/12/xyz.mp4" /><!-- WebM/VP8 for Firefox4, Opera, and Chrome --><source type="video/webm" src="myvideo.webm" /><track kind="subtitles" src="subtitles.srt" srclang="en" /><a href="http://domain.tld/wp-content/uploads/2013/12/xyz.mp4">http://domain.tld/wp-content/uploads/2013/12/xyz.mp4</a></video></p>\n<p>Paragraph two.</p>',
    );
  });

  it('treats block-level elements as blocks, with or without whitespace and attributes (#27268)', () => {
    const blocks = ['table', 'thead', 'tfoot', 'caption', 'col', 'colgroup', 'tbody', 'tr', 'td', 'th', 'div', 'dl', 'dd', 'dt', 'ul', 'ol', 'li', 'pre', 'form', 'map', 'area', 'address', 'math', 'style', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'fieldset', 'legend', 'section', 'article', 'aside', 'hgroup', 'header', 'footer', 'nav', 'figure', 'details', 'menu', 'summary'];
    const content = blocks.map((block) => `<${block}>foo</${block}>`);
    expect(autop(content.join('\n\n'))).to.equal(content.join('\n'));
    expect(autop(content.join(''))).to.equal(content.join('\n'));
    const empty = blocks.map((block) => `<${block}/>`);
    expect(autop(empty.join(''))).to.equal(empty.join('\n'));
    const withAttributes = blocks.map((block) => `<${block} attr='value'>foo</${block}>`);
    expect(autop(withAttributes.join(''))).to.equal(withAttributes.join('\n'));
  });

  it("autops a blockquote's contents but not the blockquote (#27268)", () => {
    expect(autop('<blockquote>foo</blockquote>')).to.equal('<blockquote><p>foo</p></blockquote>');
  });

  it('treats inline elements as inline (#27268)', () => {
    const inlines = ['a', 'em', 'strong', 'small', 's', 'cite', 'q', 'dfn', 'abbr', 'data', 'time', 'code', 'var', 'samp', 'kbd', 'sub', 'sup', 'i', 'b', 'u', 'mark', 'span', 'del', 'ins', 'noscript', 'select'];
    expect(autop(inlines.map((tag) => `<${tag}>foo</${tag}>`).join('\n\n'))).to.equal(inlines.map((tag) => `<p><${tag}>foo</${tag}></p>`).join('\n'));
  });

  it('never mangles newlines inside elements, comments or CDATA (#33106)', () => {
    const cases: [string, string][] = [
      ["Hello <a\nhref='world'>", "<p>Hello <a\nhref='world'></p>\n"],
      ["Hello <!-- a\nhref='world' -->", "<p>Hello <!-- a\nhref='world' --></p>\n"],
      ['Hello <!-- <object>\n<param>\n<param>\n<embed>\n</embed>\n</object>\n -->', '<p>Hello <!-- <object>\n<param>\n<param>\n<embed>\n</embed>\n</object>\n --></p>\n'],
      ['Hello <![CDATA[ a\nhttps://youtu.be/jgz0uSaOZbE\n ]]>', '<p>Hello <![CDATA[ a\nhttps://youtu.be/jgz0uSaOZbE\n ]]></p>\n'],
      ['Hello <![CDATA[ <!-- a\nhttps://youtu.be/jgz0uSaOZbE\n a\n9 ]]> -->', '<p>Hello <![CDATA[ <!-- a\nhttps://youtu.be/jgz0uSaOZbE\n a\n9 ]]> --></p>\n'],
    ];
    for (const [input, output] of cases) expect(wpautop(input), input).to.equal(output);
  });

  it('converts no line break after a <br /> (#33377), and makes paragraphs of doubled ones', () => {
    expect(autop('\nline 1<br>\nline 2<br/>\nline 3<br />\nline 4\nline 5\n')).to.equal('<p>line 1<br />\nline 2<br />\nline 3<br />\nline 4<br />\nline 5</p>');
    expect(autop('\nline 1<br>\n<br/>\nline 2<br/>\n<br />\n')).to.equal('<p>line 1</p>\n<p>line 2</p>');
  });

  it('wraps text before a block in a paragraph (#4857), and never wraps an <hr> (#14674)', () => {
    expect(autop('a<div>b</div>')).to.equal('<p>a</p>\n<div>b</div>');
    expect(autop('paragraph1<hr>paragraph2')).to.equal('<p>paragraph1</p>\n<hr>\n<p>paragraph2</p>');
  });

  it('adds no extra </p> before a <figcaption> (#39307)', () => {
    const figure = '<figure><img src="example.jpg" /><figcaption>Caption</figcaption></figure>';
    expect(autop(figure)).to.equal(figure);
    expect(autop('<figure>\n<img src="example.jpg" />\n<figcaption>Caption</figcaption>\n</figure>')).to.equal('<figure>\n<img src="example.jpg" /><figcaption>Caption</figcaption></figure>');
  });

  it('leaves the newlines of inline scripts and SVG alone (#9437)', () => {
    const script = '<script type="text/javascript">\n\t\t\t\tvar dummy = 1;\n\t\t\t</script>';
    expect(autop(script)).to.equal(`<p>${script}</p>`);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n\t\t\t\t<circle cx="50" cy="50" r="30" fill="blue">\n\t\t\t\t</circle>\n\t\t\t</svg>';
    expect(autop(svg)).to.equal(`<p>${svg}</p>`);
  });

  it("turns WordPress's first post into paragraphs and line breaks (#11008, abridged)", () => {
    const input = '\nWelcome to WordPress!  This post contains important information.\n\nFirst things first:\n<ul>\n<li><a href="%1$s">Subscribe</a></li>\n</ul>\nAs a subscriber, you will receive an email.\nWhen a new version is released, log in.\nUpgrading is a couple of clicks!\n\nThank you for selecting WordPress.\n';
    expect(wpautop(input)).to.equal(
      '<p>Welcome to WordPress!  This post contains important information.</p>\n<p>First things first:</p>\n<ul>\n<li><a href="%1$s">Subscribe</a></li>\n</ul>\n<p>As a subscriber, you will receive an email.<br />\nWhen a new version is released, log in.<br />\nUpgrading is a couple of clicks!</p>\n<p>Thank you for selecting WordPress.</p>\n',
    );
  });

  it('keeps non-breaking spaces (PHP reads \\s as ASCII white space only), and returns nothing for blank text', () => {
    expect(autop('<p>\u00a0</p>')).to.equal('<p>\u00a0</p>');
    expect(wpautop(' \n\t ')).to.equal('');
  });
});
