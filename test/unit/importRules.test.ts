import { expect } from 'chai';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkImports } from '../../scripts/importRules.mjs';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  for (const dir of ['src', 'views', 'entities', 'migrations']) mkdirSync(path.join(root, dir), { recursive: true });
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe('import rules (scripts/importRules.mjs)', () => {
  it('the tree breaks no rule and has no cycle', () => {
    expect(checkImports(process.cwd())).to.deep.equal({ violations: [], cycles: [] });
  });

  it('refuses browser code importing the server, a server package or a page from the server', () => {
    const root = tree({
      'src/db.ts': 'export const db = 1;',
      'views/pages/Home.tsx': "import { db } from '../../src/db';\nimport Koa from 'koa';\nexport default db;",
      'views/lib/pure.ts': "import Home from '../pages/Home';\nexport const x = Home;",
      'src/render.ts': "import Home from '../views/pages/Home';\nexport const y = Home;",
    });
    expect(checkImports(root).violations).to.have.members([
      'views/pages/Home.tsx (views) may not import src/db.ts',
      "views/pages/Home.tsx imports the server-only package 'koa'",
      'views/lib/pure.ts (views/lib) may not import views/pages/Home.tsx',
      'src/render.ts (src) may not import views/pages/Home.tsx',
    ]);
  });

  it('keeps the admin app out of public pages, and lets only its page table be loaded from outside it', () => {
    const root = tree({
      'views/admin/adminApi.ts': 'export const api = 1;',
      'views/admin/adminRoutes.ts': "import { api } from './adminApi';\nexport const adminRoutes = [api];",
      'views/pages/Home.tsx': "import { api } from '../admin/adminApi';\nexport default api;",
      'views/app/routes.ts': "export const load = () => import('../admin/adminRoutes');",
      'views/admin/Dashboard.tsx': "import Home from '../pages/Home';\nexport default Home;",
    });
    expect(checkImports(root).violations).to.deep.equal(['views/pages/Home.tsx (views) may not import views/admin/adminApi.ts']);
  });

  it('finds a cycle, type-only imports and dynamic imports included', () => {
    const root = tree({
      'views/app/a.ts': "import type { B } from './b';\nexport type A = B;",
      'views/app/b.ts': "export const load = () => import('./a');\nexport type B = string;",
      'views/app/c.ts': "import { load } from './b';\nexport const c = load;",
    });
    expect(checkImports(root).cycles).to.deep.equal([['views/app/a.ts', 'views/app/b.ts']]);
  });
});
