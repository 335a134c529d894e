// Size budgets (bytes, not time): every public page's JavaScript stays within 20 KB gzip of the
// framework floor, and admin code and the markdown toolchain never reach a public page.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
// @ts-expect-error plain ESM script shared with the benchmark
import { frameworkFloorGzipBytes, pageJavaScriptGzipBytes, pageScripts } from '../../scripts/bundleSizes.mjs';
import { notFoundRoute, pageRoutes } from '../../views/app/routes';

const BUDGET_ABOVE_FLOOR = 20 * 1024;
const publicPages = [...pageRoutes, notFoundRoute].filter((route) => route.audience === 'public').map((route) => route.page);

describe('bundle budget', () => {
  const floor = frameworkFloorGzipBytes();

  it('measures a framework floor of about 88 KB gzip', () => {
    expect(floor).to.be.within(60 * 1024, 120 * 1024);
  });

  for (const page of publicPages) {
    it(`${page} loads at most 20 KB gzip above the floor`, () => {
      const bytes = pageJavaScriptGzipBytes(page);
      expect(bytes - floor, `${page}: ${bytes} bytes, floor ${floor}`).to.be.at.most(BUDGET_ABOVE_FLOOR);
    });

    it(`${page} loads no admin code and no markdown toolchain`, () => {
      for (const url of pageScripts(page) as string[]) {
        const code = readFileSync(`static${url}`, 'utf8');
        expect(code, url).not.to.match(/remark|rehype|micromark|x-admin-secret|Seed Production Database/);
      }
    });
  }
});
