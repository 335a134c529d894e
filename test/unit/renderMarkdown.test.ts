import { expect } from 'chai';
import { codeThemeCss } from '../../views/lib/article/codeTheme';
import { renderMarkdown } from '../../views/lib/article/renderMarkdown';
import { sanitizeHtml } from '../../views/lib/article/sanitizeHtml';

const article = [
  'Intro with ~~old~~ words, www.example.com and $E = mc^2$ inline.[^why]',
  '',
  '| Model | Params |',
  '|:--|--:|',
  '| small | 1 |',
  '',
  '- [x] written',
  '- [ ] edited',
  '',
  '$$',
  '\\int_0^1 x^2 \\, dx = \\frac{1}{3}',
  '$$',
  '',
  '```ts',
  'const answer: number = 42; // the answer',
  '```',
  '',
  '[^why]: Because it matters.',
].join('\n');

describe('views/lib/article/renderMarkdown', () => {
  let html: string;
  before(async () => {
    html = await renderMarkdown(article);
  });

  it('renders GitHub-flavoured markdown: tables, strikethrough, autolinks and task lists', () => {
    expect(html).to.include('<th align="left">Model</th>').and.include('<td align="right">1</td>');
    expect(html).to.include('<del>old</del>').and.include('<a href="http://www.example.com">www.example.com</a>');
    expect(html).to.include('<li class="task-list-item"><input type="checkbox" checked disabled> written</li>');
    expect(html).to.include('<input type="checkbox" disabled> edited');
  });

  it('renders footnotes with back-links and a hidden label', () => {
    expect(html).to.include('<a href="#user-content-fn-why" id="user-content-fnref-why" data-footnote-ref="" aria-describedby="footnote-label">1</a>');
    expect(html).to.include('<h2 class="visually-hidden" id="footnote-label">Footnotes</h2>');
    expect(html).to.match(/<li id="user-content-fn-why">[\s\S]*<a href="#user-content-fnref-why" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">/);
  });

  it('renders inline and display math as MathML', () => {
    expect(html).to.include('<math><semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow>');
    expect(html).to.include('<math display="block">').and.include('<mfrac><mn>1</mn><mn>3</mn></mfrac>');
  });

  it('renders $$…$$ alone on one line as a display formula, as on lines of their own; inside a sentence it stays inline', async () => {
    const oneLine = await renderMarkdown('Before.\n\n$$\\int_0^1 x^2 dx$$\n\nAfter.');
    const ownLines = await renderMarkdown('Before.\n\n$$\n\\int_0^1 x^2 dx\n$$\n\nAfter.');
    expect(oneLine).to.include('<math display="block">');
    expect(oneLine).to.equal(ownLines);
    expect(oneLine).not.to.match(/<p>\s*<math/);
    const inSentence = await renderMarkdown('The area $$x^2$$ is small.');
    expect(inSentence).to.match(/<p>The area <span class="katex"><math>/).and.not.include('display="block"');
  });

  it('highlights code with colour classes and a language label, and writes no style attribute anywhere', () => {
    expect(html).to.include('<pre class="code-block" tabindex="0" data-language="TypeScript"><code class="language-typescript">');
    expect(html).to.match(/<span class="hl-l-[0-9a-f]+ hl-d-[0-9a-f]+">const<\/span>/);
    expect(html).not.to.match(/\sstyle=/i);
  });

  it('has a rule in the code stylesheet for every colour class it writes, in both themes', async () => {
    const code = await renderMarkdown(['```python', 'def f(x):\n    """doc"""\n    return f"{x!r}" + 1e3  # c', '```', '```sql', "SELECT * FROM t WHERE a = 'x';", '```', '```diff', '- a\n+ b', '```'].join('\n'));
    const classes = new Set(code.match(/hl-[ld]-[0-9a-f]+/g));
    expect(classes.size).to.be.greaterThan(6);
    for (const name of classes) expect(codeThemeCss, name).to.match(new RegExp(`(^|})\\.${name}\\{--hl-${name[3]}:#${name.slice(5)}}`));
  });

  it('leaves a block in an unknown language plain, without a label', async () => {
    expect(await renderMarkdown('```klingon\nqapla\n```')).to.equal('<pre class="code-block" tabindex="0"><code>qapla\n</code></pre>');
  });

  it('drops raw HTML, script URLs and TeX links', async () => {
    const hostile = await renderMarkdown(
      ['<script>alert(1)</script><img src=x onerror=alert(2)>', '[x](javascript:alert(3)) ![y](data:text/html,hi)', '$\\href{javascript:alert(4)}{x} \\url{javascript:alert(5)}$', '```js" onclick="alert(6)\nx\n```'].join('\n\n'),
    );
    expect(hostile).not.to.match(/<script|onerror|onclick|javascript:alert\((1|2|3|6)\)|data:text/i);
    expect(hostile).not.to.match(/<a[^>]*href="javascript/i);
    expect(hostile).not.to.match(/\sstyle=/i);
  });

  it('keeps a TeX colour as a MathML colour, never CSS', async () => {
    const coloured = await renderMarkdown('$\\color{red}{x} \\color{#00ff00}{y}$');
    expect(coloured).to.include('mathcolor="red"').and.include('mathcolor="#00ff00"');
    expect(coloured).not.to.match(/style=/);
  });
});

describe('views/lib/article/sanitizeHtml: what the markdown pipeline writes survives the HTML path', () => {
  it('keeps MathML, highlighted code and footnotes written as HTML', async () => {
    const rendered = await renderMarkdown(article);
    expect(sanitizeHtml(rendered)).to.equal(rendered);
  });

  it('drops MathML links, scripts inside math and unknown attributes', () => {
    const clean = sanitizeHtml('<math><mi href="javascript:alert(1)" onclick="x()">x</mi><mtext><script>alert(2)</script></mtext><maction actiontype="statusline">y</maction></math>');
    expect(clean).to.equal('<math><mi>x</mi><mtext></mtext>y</math>');
  });

  it('drops classes and ids outside the allow-list', () => {
    expect(sanitizeHtml('<span class="hl-l-ffffff evil">a</span><li id="user-content-fn-1 x" class="task-list-item big">b</li><pre class="code-block x" data-language="<b>">c</pre>')).to.equal(
      '<span class="hl-l-ffffff">a</span><li class="task-list-item">b</li><pre class="code-block">c</pre>',
    );
  });
});
