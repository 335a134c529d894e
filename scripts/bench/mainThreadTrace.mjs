// `node scripts/bench/mainThreadTrace.mjs <url> [runs]`: where a page's main thread goes on a
// phone-like CPU. Loads the page in Chromium with 4x CPU throttling (CDP
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile setting), records a DevTools timeline
// trace for five seconds after navigation, and prints each task over 50 ms (the part of it that
// counts as blocking time) with the longest events inside it: script URL, layout, style, HTML
// parsing, image decoding, garbage collection (docs/performance.md, issue 48).
import { chromium } from 'playwright-core';

const [url, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: node scripts/bench/mainThreadTrace.mjs <url> [runs]');
const LONG_TASK_MS = 50;

function tasksOf(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 > LONG_TASK_MS);
  return tasks.map((task) => {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.name !== 'RunTask');
    const byName = new Map();
    for (const e of inside) {
      const source = e.args?.data?.url ? ` ${e.args.data.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}` : '';
      const key = `${e.name}${source}`;
      byName.set(key, Math.max(byName.get(key) ?? 0, e.dur / 1000));
    }
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`);
    return { ms: task.dur / 1000, blocking: task.dur / 1000 - LONG_TASK_MS, top };
  });
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (let run = 1; run <= Number(runsArg ?? 1); run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    await cdp.send('Tracing.end');
    await done;
    const tasks = tasksOf(events);
    const blocking = tasks.reduce((sum, task) => sum + task.blocking, 0);
    console.log(`run ${run}: ${tasks.length} tasks over ${LONG_TASK_MS} ms, ${blocking.toFixed(0)} ms over ${LONG_TASK_MS} ms in all`);
    for (const task of tasks) console.log(`  ${task.ms.toFixed(0)} ms: ${task.top.join('; ')}`);
    await context.close();
  }
} finally {
  await browser.close();
}
