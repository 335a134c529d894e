// The render threads: renders spread over the threads, and a thread that fails, exits or gets
// stuck fails only its own renders in progress and is replaced.
import { expect } from 'chai';
import { RenderPool } from '../../src/ssr/renderPool';

const fakeThread = new URL('../fixtures/fakeRenderThread.mjs', import.meta.url);
const brokenThread = new URL('../fixtures/brokenRenderThread.mjs', import.meta.url);
const job = (url: string, timeoutMs = 1_000) => ({ url, state: '{}', nonce: 'n', timeoutMs });
/** The fake thread answers its thread id in styles; the main thread (the fallback) answers 'main'. */
const threadOf = (rendered: { styles: string }) => rendered.styles;
const onMainThread = async (rendering: { url: string }) => ({ html: rendering.url, styles: 'main', failed: false });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RenderPool', function () {
  this.timeout(10_000);
  let pool: RenderPool;
  let logged: string[];
  const consoleError = console.error;
  beforeEach(() => {
    logged = [];
    console.error = (message: string) => logged.push(message);
  });
  afterEach(async () => {
    console.error = consoleError;
    await pool.close();
  });

  it('answers every render, spreading the renders in progress over the threads', async () => {
    pool = new RenderPool(2, fakeThread, onMainThread);
    const rendered = await Promise.all(['/a', '/b', '/c', '/d'].map((url) => pool.render(job(url))));
    expect(rendered.map((r) => r.html)).to.deep.equal(['/a', '/b', '/c', '/d']);
    expect(new Set(rendered.map(threadOf)).size).to.equal(2);
  });

  it('fails a render whose page threw, and keeps the thread', async () => {
    pool = new RenderPool(1, fakeThread, onMainThread);
    const before = threadOf(await pool.render(job('/a')));
    await pool.render(job('/throw')).then(() => expect.fail('should have failed'), (error: Error) => expect(error.message).to.equal('the page threw'));
    expect(threadOf(await pool.render(job('/b')))).to.equal(before);
  });

  it('replaces a thread that exits, failing its renders in progress, and renders meanwhile', async () => {
    pool = new RenderPool(1, fakeThread, onMainThread);
    const before = threadOf(await pool.render(job('/a')));
    const inProgress = pool.render(job('/slow'));
    await pool.render(job('/exit')).then(() => expect.fail('should have failed'), (error: Error) => expect(error.message).to.include('exited with code 3'));
    await inProgress.then(() => expect.fail('should have failed'), (error: Error) => expect(error.message).to.include('exited'));
    expect((await pool.render(job('/b'))).html).to.equal('/b'); // on the main thread while the restart waits
    await sleep(1_300);
    const after = await pool.render(job('/c'));
    expect(after.html).to.equal('/c');
    expect(threadOf(after)).not.to.be.oneOf([before, 'main']);
    expect(logged.join('\n')).to.include('replacing a render thread');
  });

  it('does not restart a thread that fails as it starts in a tight loop, and renders on the main thread meanwhile', async () => {
    pool = new RenderPool(1, brokenThread, onMainThread);
    const started = Date.now();
    while (logged.length === 0) await sleep(10);
    expect(threadOf(await pool.render(job('/a'))), 'just after it failed').to.equal('main');
    await sleep(2_500 - (Date.now() - started));
    expect(logged.length, logged.join('\n')).to.be.within(1, 4); // one start a second at most, not hundreds
  });

  it('replaces a thread stuck in a loop once the render timeout and a grace period have passed', async () => {
    pool = new RenderPool(1, fakeThread, onMainThread);
    const before = threadOf(await pool.render(job('/a')));
    const started = Date.now();
    await pool.render(job('/loop', 50)).then(() => expect.fail('should have failed'), (error: Error) => expect(error.message).to.equal('render of /loop did not finish'));
    expect(Date.now() - started).to.be.at.least(2_000);
    const after = await pool.render(job('/b'));
    expect(threadOf(after)).not.to.be.oneOf([before, 'main']);
  });
});
