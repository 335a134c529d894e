// JavaScript weight per page, and the framework floor it is measured against: a minimal page
// that hydrates with the same React, React Query and Emotion, bundled and gzipped the same way.
// Used by the benchmark and by the bundle-budget test, so the budget follows upgrades.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The floor app's one query and its paragraph's style, also used to serve it as a page (scripts/bench/frameworkFloorPage.mjs). */
export const FLOOR_QUERY_URL = '/api/x';
export const FLOOR_PARAGRAPH_STYLE = 'color: teal;';

const FLOOR_ENTRY = `
import { hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, hydrate, useQuery } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
function App() {
  const query = useQuery({ queryKey: ['${FLOOR_QUERY_URL}'], queryFn: () => fetch('${FLOOR_QUERY_URL}').then((r) => r.json()) });
  return <p css={css\`${FLOOR_PARAGRAPH_STYLE}\`}>{String(query.data)}</p>;
}
const client = new QueryClient();
hydrate(client, JSON.parse(document.getElementById('state').textContent));
hydrateRoot(document.getElementById('root'),
  <CacheProvider value={createCache({ key: 'css' })}><QueryClientProvider client={client}><App /></QueryClientProvider></CacheProvider>);
`;

/** The framework floor's script: FLOOR_ENTRY bundled and minified as the site's own scripts are. */
export function frameworkFloorScript() {
  const result = esbuild.buildSync({
    stdin: { contents: FLOOR_ENTRY, loader: 'tsx', resolveDir: process.cwd() },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    legalComments: 'none',
    target: ['es2022', 'chrome100', 'safari15.4', 'firefox100'],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].contents;
}

export function frameworkFloorGzipBytes() {
  return gzipSync(frameworkFloorScript(), { level: 9 }).length;
}

const manifest = (root) => JSON.parse(readFileSync(path.join(root, 'static/assets/manifest.json'), 'utf8'));

/** Public URLs of every script a page loads: the entry, its static imports and the page's chunks (of the build in `root`). */
export function pageScripts(page, root = '.') {
  const m = manifest(root);
  if (!m.pages[page]) throw new Error(`no page ${page} in the manifest`);
  return [m.entry, ...m.entryImports, ...m.pages[page]];
}

/** gzip -9 bytes of every script a page loads. */
export function pageJavaScriptGzipBytes(page, root = '.') {
  return pageScripts(page, root).reduce((sum, url) => sum + readFileSync(path.join(root, 'static', `${url}.gz`)).length, 0);
}
