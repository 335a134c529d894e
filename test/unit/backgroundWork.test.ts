import { expect } from 'chai';
import { backgroundWorkSettled, runInBackground } from '../../src/lib/backgroundWork';

/** An error as mysql2 gives it when the server has gone away. */
const connectionRefused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });

/** A task that fails with `error()` for its first `failures` attempts, then succeeds; it counts its attempts. */
function failingTask(failures: number, error: () => Error) {
  const task = { attempts: 0, succeeded: false, run: async () => {} };
  task.run = async () => {
    task.attempts++;
    if (task.attempts <= failures) throw error();
    task.succeeded = true;
  };
  return task;
}

describe('runInBackground', () => {
  const originalError = console.error;
  let logged: unknown[][];
  beforeEach(() => {
    logged = [];
    console.error = (...args: unknown[]) => logged.push(args);
  });
  afterEach(() => {
    console.error = originalError;
  });

  it('runs a promised task again while the database is unreachable, until it succeeds', async () => {
    const task = failingTask(3, connectionRefused);
    runInBackground('signup', task.run, { retryWhileDatabaseUnavailableMs: 10_000 });
    await backgroundWorkSettled();
    expect(task.attempts).to.equal(4);
    expect(task.succeeded).to.equal(true);
    expect(logged).to.deep.equal([]);
  });

  it('does not run again after an error that is not an outage, and logs it', async () => {
    const task = failingTask(1, () => new Error('duplicate entry'));
    runInBackground('signup', task.run, { retryWhileDatabaseUnavailableMs: 10_000 });
    await backgroundWorkSettled();
    expect(task.attempts).to.equal(1);
    expect(String(logged[0]?.[0])).to.include('[background] signup failed');
  });

  it('gives up, and logs it, once the outage outlasts its time', async () => {
    const task = failingTask(Number.POSITIVE_INFINITY, connectionRefused);
    runInBackground('signup', task.run, { retryWhileDatabaseUnavailableMs: 300 });
    await backgroundWorkSettled();
    expect(task.attempts).to.be.within(2, 5);
    expect(task.succeeded).to.equal(false);
    expect(String(logged[0]?.[1])).to.include('ECONNREFUSED');
  });

  it('runs a task without the option once', async () => {
    const task = failingTask(1, connectionRefused);
    runInBackground('import', task.run);
    await backgroundWorkSettled();
    expect(task.attempts).to.equal(1);
    expect(logged).to.have.length(1);
  });
});
