import { expect } from 'chai';
import { BoundedQueue } from '../../src/lib/boundedQueue';

/** A job the test finishes by hand. */
function job() {
  let finish = () => {};
  let started = false;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      started = true;
      await done;
      return 'done';
    },
    finish: () => finish(),
    started: () => started,
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue', () => {
  it('runs at most `concurrency` jobs at once, the others in order of arrival', async () => {
    const queue = new BoundedQueue(1, 5);
    const jobs = [job(), job(), job()];
    const runs = jobs.map((j) => queue.tryEnter()!.run(j.work));
    await turn();
    expect(jobs.map((j) => j.started())).to.deep.equal([true, false, false]);
    jobs[0].finish();
    await turn();
    expect(jobs.map((j) => j.started())).to.deep.equal([true, true, false]);
    jobs[1].finish();
    jobs[2].finish();
    expect(await Promise.all(runs)).to.deep.equal(['done', 'done', 'done']);
  });

  it('has concurrency + maxWaiting places; a place given back lets the next caller in', () => {
    const queue = new BoundedQueue(1, 2);
    const places = [queue.tryEnter(), queue.tryEnter(), queue.tryEnter()];
    expect(places.every(Boolean)).to.equal(true);
    expect(queue.tryEnter()).to.equal(undefined);
    places[0]!.leave();
    places[0]!.leave(); // a second leave gives back nothing more
    expect(queue.tryEnter()).not.to.equal(undefined);
    expect(queue.tryEnter()).to.equal(undefined);
    expect(queue.retryAfterSeconds()).to.be.at.least(1);
  });

  it('drops a waiting job whose signal aborts: its work never runs and the next one still gets its turn', async () => {
    const queue = new BoundedQueue(1, 5);
    const [first, gone, next] = [job(), job(), job()];
    const controller = new AbortController();
    const firstRun = queue.tryEnter()!.run(first.work);
    const goneRun = queue.tryEnter()!.run(gone.work, controller.signal);
    const nextRun = queue.tryEnter()!.run(next.work);
    controller.abort(new Error('client gone'));
    await expectRejection(goneRun, /client gone/);
    first.finish();
    next.finish();
    expect(await Promise.all([firstRun, nextRun])).to.deep.equal(['done', 'done']);
    expect(gone.started()).to.equal(false);
  });

  it('frees the turn of a job that fails', async () => {
    const queue = new BoundedQueue(1, 1);
    await expectRejection(queue.tryEnter()!.run(async () => Promise.reject(new Error('broken image'))), /broken image/);
    expect(await queue.tryEnter()!.run(async () => 'next')).to.equal('next');
  });
});

async function expectRejection(promise: Promise<unknown>, message: RegExp) {
  try {
    await promise;
  } catch (error) {
    expect((error as Error).message).to.match(message);
    return;
  }
  expect.fail('the promise resolved');
}
