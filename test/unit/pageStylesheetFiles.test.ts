// The build's side of the page stylesheets (views/app/pageStylesheets.ts): each is a hashed file
// under static/assets (with its .gz and .br) whose address the browser's bundle knows, holding
// the same CSS the server writes into the head; and no script carries the CSS itself.
import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { pageStylesheets } from '../../views/app/pageStylesheets';

const manifest = JSON.parse(readFileSync('static/assets/manifest.json', 'utf8')) as { entry: string; entryImports: string[] };
const shellCode = [manifest.entry, ...manifest.entryImports].map((url) => readFileSync(`static${url}`, 'utf8')).join('\n');
const metafile = JSON.parse(readFileSync('dist/client-metafile.json', 'utf8')) as { inputs: Record<string, unknown> };

describe('page stylesheet files', () => {
  for (const [page, stylesheet] of Object.entries(pageStylesheets)) {
    it(`${page}: the browser knows the address of '${stylesheet.name}', a file of the same CSS`, () => {
      const [url] = shellCode.match(new RegExp(`/assets/page-${stylesheet.name}-[0-9a-f]{8}\\.css`)) ?? [];
      expect(url, `no address of '${stylesheet.name}' in the shell`).to.be.a('string');
      expect(shellCode).to.include(`"${page}":["${stylesheet.name}","${url}"]`);
      expect(readFileSync(`static${url}`, 'utf8')).to.equal(stylesheet.css);
      expect(gunzipSync(readFileSync(`static${url}.gz`)).toString()).to.equal(stylesheet.css);
      expect(existsSync(`static${url}.br`)).to.equal(true);
    });

    it(`${page}: '${stylesheet.name}' names every class and keyframes after itself`, () => {
      const names = [...stylesheet.css.replace(/url\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)|@keyframes ([\w-]+)/g)].map((match) => match[1] ?? match[2]);
      expect(names).to.not.be.empty;
      for (const name of names) expect(name.startsWith(`${stylesheet.name}-`), name).to.equal(true);
    });
  }

  it('keeps the CSS out of the browser bundle', () => {
    const bundled = Object.keys(metafile.inputs).filter((input) => /Stylesheet\.ts$|pageStylesheets\.ts$/.test(input));
    expect(bundled).to.deep.equal([]);
  });
});
