// Runs before every suite: fixed time zone and a loud line naming the database and the Node under test.
import { databaseLabel } from './helpers/testDatabase';

process.env.TZ = 'UTC';

export const mochaHooks = {
  beforeAll() {
    console.log(`\n  Database under test: ${databaseLabel()} · Node ${process.version} (${process.execPath})\n`);
  },
};
