// Hostile searches, as rows of `npm run bench`: `/` loaded while 8 loops send 67-word searches
// of 200 characters, against `/` loaded alone, in the same process, one after the other. The
// ratio is the share of its throughput `/` keeps (issue 36 asks for at least 0.70). Two kinds:
// the "of of of …" (the same address each time, so a kept answer serves it after the
// first), and one whose words, each in nearly every item, come in a random order each time, so
// every search is run. The index is built before either is measured.
import autocannon from 'autocannon';

const LOOPS = 8;
/** Common English words, and the words of bench.mjs's generated posts and essays: each in nearly every item. */
const COMMON = ['of', 'the', 'and', 'to', 'in', 'is', 'that', 'it', 'generated', 'post', 'essay', 'number', 'body', 'benchmark', 'a', 'for'];

/** Asks until the search index is built (503 "being built" meanwhile). */
async function indexBuilt(base) {
  for (const giveUpAt = Date.now() + 300_000; Date.now() < giveUpAt; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if ((await fetch(`${base}/api/search?q=benchmark`)).status === 200) return;
  }
  throw new Error('The search index was not built within 5 minutes');
}

/** The query: "of" 67 times, 200 characters. */
export const OF_OF_OF = Array(67).fill('of').join(' ');

/** Common words in a random order each time, as many as fit in 200 characters (the most a query may have). */
function shuffledCommonWords() {
  const words = [];
  while (words.join(' ').length < 200) words.push(COMMON[Math.floor(Math.random() * COMMON.length)]);
  return words.join(' ').slice(0, 200);
}

export const HOSTILE_KINDS = [
  { name: `“of of of …” (67 words, 200 characters, the same each time)`, requests: () => ({ path: `/api/search?q=${encodeURIComponent(OF_OF_OF)}` }) },
  {
    name: 'common words in a random order each time (200 characters)',
    requests: () => ({ requests: [{ setupRequest: (request) => ({ ...request, path: `/api/search?q=${encodeURIComponent(shuffledCommonWords())}` }) }] }),
  },
];

/** Rounds of `/` alone and `/` under searches, alternating: the machine's own ups and downs (other work on it) fall on both. */
const ROUNDS = 3;

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const combined = (runs) => ({ rps: mean(runs.map((r) => r.rps)), p50: mean(runs.map((r) => r.p50)), p99: mean(runs.map((r) => r.p99)), unexpected: runs.reduce((sum, r) => sum + r.unexpected, 0) });

/**
 * `/` alone, then `/` while LOOPS connections search as fast as they are answered, in ROUNDS
 * alternating rounds; `load` is bench.mjs's (warm-up, then `seconds` measured). Returns the
 * row's cells (the copy column is `/` alone) and what the searches got.
 */
export async function measureUnderHostileSearches(base, kind, load, seconds) {
  await indexBuilt(base);
  const alone = [];
  const under = [];
  const searches = { answered: 0, busy: 0, errors: 0, p50: [] };
  for (let round = 0; round < ROUNDS; round++) {
    alone.push(await load(`${base}/`, {}, 1));
    const searching = autocannon({ url: base, connections: LOOPS, duration: seconds + 2, pipelining: 1, ...kind.requests() });
    under.push(await load(`${base}/`, {}, 1));
    const result = await searching;
    searches.answered += result['2xx'];
    searches.busy += result.non2xx;
    searches.errors += result.errors + result.timeouts;
    searches.p50.push(result.latency.p50);
  }
  return { rendered: combined(under), copy: combined(alone), searches: { ...searches, p50: Math.round(mean(searches.p50)) } };
}
