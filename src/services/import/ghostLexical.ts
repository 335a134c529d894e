// Ghost 5 stores a post as Lexical (its editor's JSON), and an export may hold no HTML for it.
// Ghost's own renderer turns it into the HTML Ghost would have published: @tryghost/kg-lexical-html-renderer
// with Ghost's card definitions (@tryghost/kg-default-nodes). Both are CommonJS, and render through
// jsdom.
//
// jsdom 30, which the renderer pins, needs Node 22; package.json's overrides give it jsdom 29,
// which runs on Node 20.19 and renders the same.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Renderer {
  render(lexical: string, options: { target: 'html' }): Promise<string>;
}

let renderer: Promise<Renderer> | undefined;

function loadRenderer(): Promise<Renderer> {
  renderer ??= (async () => {
    const { LexicalHTMLRenderer } = require('@tryghost/kg-lexical-html-renderer') as { LexicalHTMLRenderer: new (options: { nodes: unknown[] }) => Renderer };
    const { DEFAULT_NODES } = require('@tryghost/kg-default-nodes') as { DEFAULT_NODES: unknown[] };
    // jsdom (the renderer's own copy) loads now, so that a failure to load it is the renderer's, not a post's.
    createRequire(require.resolve('@tryghost/kg-lexical-html-renderer'))('jsdom');
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
