// `node scripts/bench/fetchMany.mjs <url> <connections> <requests | Ns>`: loads a URL over that many
// kept-alive connections, each sending its next request when the last is answered, until that
// many requests were answered (or for N seconds), throwing the bodies away; prints one line of
// JSON: requests per second, latency percentiles in ms, failures (and what they were). For binary bodies of some
// size: autocannon appends each body to a string (decoding it as UTF-8), which held a 141 KB
// image to about 300 requests a second where node:http reads 2,000 or more.
import http from 'node:http';

const [url, connections = '10', amount = '100'] = process.argv.slice(2);
const seconds = amount.endsWith('s') ? Number(amount.slice(0, -1)) : undefined;
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const latencies = [];
let failed = 0;
/** What the failures were: status codes, or the error's code. */
const failures = {};
const fail = (what) => {
  failed++;
  failures[what] = (failures[what] ?? 0) + 1;
};
let sent = 0;
const started = performance.now();
const more = () => (seconds === undefined ? sent < Number(amount) : performance.now() - started < seconds * 1000);

function fetchOnce() {
  const begun = performance.now();
  return new Promise((resolve) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - begun);
          else fail(response.statusCode);
          resolve();
        });
      })
      .on('error', (error) => {
        fail(error.code ?? error.message);
        resolve();
      });
  });
}

async function connection() {
  while (more()) {
    sent++;
    await fetchOnce();
  }
}

await Promise.all(Array.from({ length: Number(connections) }, connection));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
console.log(JSON.stringify({ rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), max: at(1), unexpected: failed, failures }));
agent.destroy();
