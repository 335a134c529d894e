// `node scripts/bench/fetchMany.mjs <url> <requests> <connections>`: fetches a URL that many times over
// that many kept-alive connections, throwing the bodies away, and prints one line of JSON
// (requests per second, latency percentiles in ms, failures). For large bodies, where
// autocannon's parser, not the server, would set the pace.
import http from 'node:http';

const [url, requests = '100', connections = '10'] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const latencies = [];
let failed = 0;

function fetchOnce() {
  const started = performance.now();
  return new Promise((resolve) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else failed++;
          resolve();
        });
      })
      .on('error', () => {
        failed++;
        resolve();
      });
  });
}

const started = performance.now();
await Promise.all(Array.from({ length: Number(requests) }, fetchOnce));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
console.log(JSON.stringify({ rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), max: at(1), unexpected: failed }));
agent.destroy();
