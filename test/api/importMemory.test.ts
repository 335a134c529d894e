// A hostile zip cannot take the server's memory, even as a dry run: the built server runs as its
// own process, and its peak resident memory (VmHWM, which only grows) is read from /proc before
// and after each file. The bound: an import's peak memory grows by at most IMPORT_MEMORY_BOUND_MB
// over the idle server, for any archive (see detectImport.ts for the caps that make it so).
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { finishedJob, postImport } from '../helpers/importFiles';
import { compressibleText, repeatedEntryZip } from '../helpers/repeatedZip';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess';

const IMPORT_MEMORY_BOUND_MB = 768;
const MiB = 1024 * 1024;
const peakMb = (server: ServerProcess) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1]) / 1024;

describe('import: peak memory for any archive', function () {
  this.timeout(180_000);
  let server: ServerProcess;

  before(async () => {
    server = await startServerProcess();
  });
  after(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
  });

  it('refuses the 4.76 MB zip of 4,096 entries of 1 MiB at 1000:1 before inflating it, dry run or not', async () => {
    const bomb = repeatedEntryZip(4096, (i) => `notes/note-${i}.md`, Buffer.alloc(MiB, 0x61));
    expect(bomb.length).to.be.below(5 * MiB);
    const before = peakMb(server);
    for (const dryRun of [true, false]) {
      const { status, body } = await postImport({ url: server.url }, bomb, 'bomb.zip', { dryRun });
      expect(status).to.equal(422);
      expect(body.error).to.match(/zip bomb/);
    }
    const growth = peakMb(server) - before;
    console.log(`      peak memory growth for the 4,096 x 1 MiB bomb: ${growth.toFixed(0)} MB`);
    // Inflated, the bomb is 4 GiB. Refused first, the growth is the first import's own start (its
    // modules, the upload's buffers, garbage not yet collected): 63 MB on Node 20.20, 68.5 MB on
    // Node 24.22 with the same code, and 88.6 MB on 24.22 in CI with two other suites running at once.
    expect(growth).to.be.below(128);
    expect(server.child.exitCode).to.equal(null);
  });

  it('refuses a zip that would inflate to 2 GiB or more, each entry within the ratio', async () => {
    const content = compressibleText(MiB);
    const big = repeatedEntryZip(2048, (i) => `notes/note-${i}.md`, content);
    const { status, body } = await postImport({ url: server.url }, big, 'big.zip', { dryRun: true });
    expect(status).to.equal(422);
    expect(body.error).to.match(/inflate to 2048 MiB, 2 GiB or more/);
  });

  it('stops reading past the text one import may hold, within the memory bound', async () => {
    // 210 markdown files of 660 KB each (139 MB of text), every one under the per-file limit.
    const text = compressibleText(660_000);
    text.write('# A long note\n\n', 0);
    const zip = repeatedEntryZip(210, (i) => `site/notes/note-${i}.md`, text);
    const before = peakMb(server);
    const started = await postImport({ url: server.url }, zip, 'large.zip', { dryRun: true });
    expect(started.status).to.equal(202);
    const job = await finishedJob({ url: server.url }, started.body.id);
    expect(job.status).to.equal('failed');
    expect(job.error).to.match(/more than 128 MB of text/);
    const growth = peakMb(server) - before;
    console.log(`      peak memory growth reading 128 MB of markdown: ${growth.toFixed(0)} MB (bound ${IMPORT_MEMORY_BOUND_MB} MB)`);
    expect(growth).to.be.below(IMPORT_MEMORY_BOUND_MB);
    expect(server.child.exitCode).to.equal(null);
  });
});
