// A full garbage collection whenever the process has grown by 32 MB since the last one.
//
// Why: under a steady stream of writes the process's native memory (malloc'ed by the database
// driver, crypto and HTTP objects whose JavaScript wrappers died after being promoted to the old
// generation) grew by about 5 MB a second. V8 only sees its own small heap, so it ran a full
// collection about once a minute, and a 60 s soak grew the process from 250 to 390 MB. Collecting
// when the resident size has grown keeps it within about 50 MB of where it started
// (scripts/reliability.mjs soak). The memory freed is not handed back to the system, but it is
// reused, so once the process has settled the resident size stops growing and no more collections
// are asked for; an idle or read-only process is never collected by this.
import v8 from 'node:v8';
import vm from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'async' }) => Promise<void>;

const CHECK_EVERY_MS = 2_000;
const GROWTH_BYTES = 32 * 1024 * 1024;

/** The `gc` function, which Node only gives to code started with --expose-gc: the flag can be set at run time for a new context. */
function exposedCollector(): Collect {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as Collect;
}

/** Starts watching the resident size; the returned function stops it. */
export function startCollectingOnGrowth(): () => void {
  const collect = exposedCollector();
  let baseline = process.memoryUsage.rss();
  let collecting = false;
  const timer = setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (collecting || rss - baseline < GROWTH_BYTES) return;
    collecting = true;
    collect({ type: 'major', execution: 'async' }).finally(() => {
      collecting = false;
      baseline = process.memoryUsage.rss();
    });
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
