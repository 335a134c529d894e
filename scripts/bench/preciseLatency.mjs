// autocannon keeps its latencies in a histogram of whole milliseconds: with a cached page's p50
// at 3-5 ms, its p99 ÷ p50 is off by up to a third (a p50 of 4.9 ms reads 4, so 11 ÷ 4 = 2.75
// where the latencies say 2.4). This keeps each 2xx response's own time, which autocannon's
// 'response' event gives in fractional milliseconds, and answers the percentiles from those.

/** The value at quantile `q` of sorted `values` (nearest rank). */
const at = (values, q) => values[Math.max(0, Math.ceil(q * values.length) - 1)] ?? 0;

/**
 * Resolves to `run`'s result (an autocannon instance) with `latency.p50`, `.p90`, `.p99` and
 * `.max` in fractional milliseconds, measured per response.
 */
export async function withPreciseLatency(run) {
  const latencies = [];
  run.on('response', (_client, statusCode, _bytes, milliseconds) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(milliseconds);
  });
  const result = await run;
  const sorted = Float64Array.from(latencies).sort();
  return { ...result, latency: { ...result.latency, p50: at(sorted, 0.5), p90: at(sorted, 0.9), p99: at(sorted, 0.99), max: at(sorted, 1) } };
}
