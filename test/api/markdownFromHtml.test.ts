// POST /api/admin/markdown/from-html (#47): an HTML body becomes markdown once, on the server,
// with a list of what markdown would not keep; hostile input is a 4xx that changes nothing.
import { expect } from 'chai';
import { adminCall, adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('markdown from HTML API', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  const convert = (body: unknown) => adminJson(server, '/api/admin/markdown/from-html', { method: 'POST', body });

  it('answers the markdown of headings, emphasis, links, lists, quotes, code, tables, math and images, and no losses', async () => {
    const html = [
      '<h2>Privacy</h2><p>Some <strong>bold</strong>, <em>soft</em> and <a href="https://example.org/x">linked</a> words.</p>',
      '<ul><li>one</li><li>two</li></ul><blockquote><p>Quoted.</p></blockquote>',
      '<pre><code class="language-python">print(1)\n</code></pre>',
      '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
      '<p><img src="https://example.org/cat.png" alt="A cat" title="Our cat"></p>',
      '<p>Area <span class="katex"><math><semantics><mrow><mi>x</mi></mrow><annotation encoding="application/x-tex">\\pi r^2</annotation></semantics></math></span>.</p>',
    ].join('');
    const { status, body } = await convert({ html });
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(body.markdown).to.include('## Privacy').and.include('**bold**').and.include('*soft*').and.include('[linked](https://example.org/x)');
    expect(body.markdown).to.include('- one\n- two').and.include('> Quoted.').and.include('```python\nprint(1)\n```');
    expect(body.markdown).to.include('| a | b |').and.include('![A cat](https://example.org/cat.png "Our cat")').and.include('$\\pi r^2$');
    expect(body.losses).to.deep.equal([]);
  });

  it('lists what markdown cannot hold: captions, alignment, underlines, embed cards', async () => {
    const html =
      '<figure class="aligncenter"><img src="https://example.org/a.png" alt="A"><figcaption>The caption</figcaption></figure>' +
      '<p><u>underlined</u> and <a class="embed-card" href="https://youtube.com/watch?v=1">A video</a></p>';
    const { status, body } = await convert({ html });
    expect(status).to.equal(200);
    const lost = body.losses.map((loss: { what: string }) => loss.what);
    expect(lost).to.include.members(['<figure>', '<figcaption>', '<u>', 'class="aligncenter" on <figure>', 'class="embed-card" on <a>']);
    expect(body.markdown, 'the caption text itself is kept').to.include('The caption');
  });

  it('refuses what is not a string, a body too long, one nested too deep, and a caller without the key', async () => {
    for (const bad of [{ html: 42 }, { html: null }, {}, { html: ['<p>x</p>'] }]) {
      const { status, body } = await convert(bad);
      expect(status, JSON.stringify(bad)).to.equal(400);
      expect(body.error).to.be.a('string');
    }
    expect((await convert({ html: `<p>${'a'.repeat(500_001)}</p>` })).status).to.equal(400);
    const huge = await adminCall(server, '/api/admin/markdown/from-html', { method: 'POST', body: { html: 'x'.repeat(3_000_000) } });
    expect(huge.status).to.equal(413);
    const deep = await convert({ html: `${'<div>'.repeat(5000)}deep${'</div>'.repeat(5000)}` });
    expect(deep.status).to.equal(400);
    expect(deep.body.error).to.match(/nested/);
    const anonymous = await adminCall(server, '/api/admin/markdown/from-html', { method: 'POST', body: { html: '<p>x</p>' }, key: null });
    expect(anonymous.status).to.equal(401);
  });
});
