// `node scripts/bench/latencyFloor.mjs [microseconds of work per request] [bytes]`: the p99 ÷ p50
// this machine and load generator give a server with no pauses at all, as a floor for the
// bench's p99/p50 column. A bare node:http server does a fixed amount of work per request (a
// busy loop, no allocation to collect) and answers the same bytes each time; autocannon loads
// it like a bench row (50 connections, no pipelining). With every request costing the same,
// a request waits for the batch in progress and then for its place in the next one, so the
// latencies would spread from about one batch to two: p99 ÷ p50 near 2.0. The machine does not
// always give that: on 2026-11-27 the same script read 2.7-2.8 at 60 µs a request, 2.0 at 300,
// 2.6-2.9 at 1,500 and 12.5-12.9 at 3,000 (a few connections waited over a second while the
// server was busy; Node's own time from 'request' to 'finish' stayed under 20 ms, so they waited
// unread). Measure the floor at the cost of the row in question: what a real server reads above
// it is its own pauses (garbage collection, mostly).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { withPreciseLatency } from './preciseLatency.mjs';

const [workMicroseconds = '60', bytes = '43000'] = process.argv.slice(2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const serverSource = `
const http = require('node:http');
const body = Buffer.alloc(${Number(bytes)}, 'a');
const work = ${Number(workMicroseconds)}n * 1000n;
const server = http.createServer((request, response) => {
  const until = process.hrtime.bigint() + work;
  while (process.hrtime.bigint() < until);
  response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port));
`;
const server = spawn(process.execPath, ['-e', serverSource], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise((resolve) => server.stdout.once('data', (data) => resolve(String(data).trim())));
try {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, pipelining: 1 });
  for (let round = 1; round <= 3; round++) {
    const { requests, latency } = await withPreciseLatency(autocannon({ url, connections: CONNECTIONS, duration: 6, pipelining: 1 }));
    console.log(`round ${round}: ${requests.average.toFixed(0)} req/s, p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms, p99/p50 ${(latency.p99 / latency.p50).toFixed(2)}`);
  }
} finally {
  server.kill();
}
