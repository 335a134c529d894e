// The README and docs/operations.md state the inflated-size limit the code applies (issue 45,
// finding 13: they said 2 GiB and 4 GB while the code refused at 2 GiB): both name the code's own
// figure, and neither names another.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { MAX_UNZIPPED_BYTES } from '../../src/services/import/detectImport';

describe('the import limits in the docs', () => {
  const limit = `at ${MAX_UNZIPPED_BYTES / 2 ** 30} GiB inflated`;
  for (const doc of ['README.md', 'docs/operations.md']) {
    it(`${doc} says an archive is refused ${limit}, and names no other inflated size`, () => {
      const text = readFileSync(doc, 'utf8');
      expect(text).to.include(limit);
      const stated = [...text.matchAll(/\b(\d+) ?(GB|GiB)\b[^.;]{0,20}inflated|inflate[^.;]{0,60}?\b(\d+) ?(GB|GiB)\b/g)].map((match) => match[0]);
      for (const claim of stated) expect(claim, doc).to.include(`${MAX_UNZIPPED_BYTES / 2 ** 30} GiB`);
    });
  }
});
