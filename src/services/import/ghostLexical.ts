// Ghost 5 stores a post as Lexical (its editor's JSON), and an export may hold no HTML for it.
// Ghost's own renderer turns it into the HTML Ghost would have published: @tryghost/kg-lexical-html-renderer
// with Ghost's card definitions (@tryghost/kg-default-nodes). Both are CommonJS, and render through
// jsdom.
//
// jsdom 30 asks for Node 22 only through its HTTP client (undici 8, which reads Node 22's zstd and
// structured-clone hooks as it loads); rendering never fetches. On Node 20 jsdom is pointed at the
// undici 7 that Ghost's own kg-default-transforms installs beside it, which loads on Node 20.
import Module, { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

interface Renderer {
  render(lexical: string, options: { target: 'html' }): Promise<string>;
}

let renderer: Promise<Renderer> | undefined;

type Resolve = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;

/** On Node 20: jsdom's `require('undici')` answers the undici 7 installed with Ghost's transforms. */
function undiciForJsdomOnNode20(): void {
  if (Number(process.versions.node.split('.')[0]) >= 22) return;
  let undici7: string;
  try {
    const transforms = path.dirname(require.resolve('@tryghost/kg-default-transforms'));
    undici7 = require.resolve('undici', { paths: [transforms] });
  } catch {
    return; // none beside it: jsdom fails to load, and the post is skipped with a warning
  }
  const modules = Module as unknown as { _resolveFilename: Resolve };
  const resolve = modules._resolveFilename;
  modules._resolveFilename = function (request, parent, ...rest) {
    if (request === 'undici' && parent?.filename?.includes(`${path.sep}jsdom${path.sep}`)) return undici7;
    return resolve.call(this, request, parent, ...rest);
  };
}

function loadRenderer(): Promise<Renderer> {
  renderer ??= (async () => {
    undiciForJsdomOnNode20();
    const { LexicalHTMLRenderer } = require('@tryghost/kg-lexical-html-renderer') as { LexicalHTMLRenderer: new (options: { nodes: unknown[] }) => Renderer };
    const { DEFAULT_NODES } = require('@tryghost/kg-default-nodes') as { DEFAULT_NODES: unknown[] };
    // jsdom loads now, so that a failure to load it is the renderer's, not a post's.
    require('jsdom');
    return new LexicalHTMLRenderer({ nodes: DEFAULT_NODES });
  })();
  renderer.catch(() => {
    renderer = undefined;
  });
  return renderer;
}

/** The HTML Ghost would publish for a Lexical document, or an error saying why it cannot be had. */
export async function lexicalToHtml(lexical: string): Promise<{ html: string } | { error: string }> {
  let loaded: Renderer;
  try {
    loaded = await loadRenderer();
  } catch (error) {
    return { error: `Ghost's Lexical renderer could not start (${(error as Error).message.slice(0, 160)})` };
  }
  try {
    return { html: await loaded.render(lexical, { target: 'html' }) };
  } catch (error) {
    return { error: `its Lexical content could not be rendered (${(error as Error).message.slice(0, 160)})` };
  }
}
