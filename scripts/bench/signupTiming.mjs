// Whether the newsletter form's timing tells who is on the list: the median time to answer a
// signup of a new address against one already subscribed, interleaved, on one server.
// `node scripts/bench/signupTiming.mjs` runs it alone.
import { serverEnv, startProcess } from './processes.mjs';

const SAMPLES = 60;

async function timeSignup(base, email) {
  await new Promise((resolve) => setTimeout(resolve, 10)); // each answer timed on a quiet server: the work after the last one has finished
  const started = performance.now();
  const response = await fetch(`${base}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`subscribe answered ${response.status}`);
  return performance.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Medians (ms) of SAMPLES signups of new and of known addresses, on the built tree in `dir`. */
export async function measureSignupTiming({ dir = process.cwd(), node = process.execPath } = {}) {
  const server = startProcess(['dist/server.js'], serverEnv(), dir, node);
  try {
    const base = await server.url;
    for (let i = 0; i < 20; i++) await timeSignup(base, `warm${i}@bench.example`); // the JIT, and known addresses to sign up again
    const fresh = [];
    const known = [];
    for (let i = 0; i < SAMPLES; i++) {
      fresh.push(await timeSignup(base, `new${i}@bench.example`));
      known.push(await timeSignup(base, `warm${i % 20}@bench.example`));
    }
    return { newMs: median(fresh), knownMs: median(known) };
  } finally {
    server.child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { newMs, knownMs } = await measureSignupTiming();
  console.log(`signup median: new ${newMs.toFixed(2)} ms, known ${knownMs.toFixed(2)} ms, difference ${(newMs - knownMs).toFixed(2)} ms`);
}
