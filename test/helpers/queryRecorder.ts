// A TypeORM logger that records the SQL a test causes (transaction statements left out), to
// count queries or see which ran.
import type { Logger } from 'typeorm';

export class QueryRecorder implements Logger {
  queries: string[] = [];
  logQuery(query: string) {
    if (!/^(START TRANSACTION|COMMIT|BEGIN|SAVEPOINT|RELEASE)/i.test(query)) this.queries.push(query);
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}
