// Where a worker thread's script is: beside the bundled server in dist/ (build.mjs emits one
// file per thread). The tests run the server's TypeScript source, but `npm test` builds first,
// so they start the same built thread files the bundled server does.
export function builtThreadFile(name: string): URL {
  const runningFromSource = import.meta.url.endsWith('.ts');
  return new URL(runningFromSource ? `../../dist/${name}.js` : `./${name}.js`, import.meta.url);
}
