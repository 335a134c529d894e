import { expect } from 'chai';
import { pageQueries } from '../../views/app/pageQueries';
import { pageRoutes } from '../../views/app/routes';

describe('page queries', () => {
  it('names only pages that exist, so no prefetch is lost to a typo', () => {
    const pages = new Set(pageRoutes.map((route) => route.page));
    for (const page of Object.keys(pageQueries)) expect(pages.has(page), page).to.equal(true);
  });
});
