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

/**
 * `/` alone, then `/` while LOOPS connections search as fast as they are answered; `load` is
 * bench.mjs's (warm-up, then measure). Returns the row's cells and what the searches got.
 */
export async function measureUnderHostileSearches(base, kind, load, seconds) {
  await indexBuilt(base);
  const alone = await load(`${base}/`);
  const searching = autocannon({ url: base, connections: LOOPS, duration: seconds, pipelining: 1, ...kind.requests() });
  const underSearches = await load(`${base}/`);
  const searches = await searching;
  return {
    rendered: underSearches,
    copy: alone,
    searches: { answered: searches['2xx'], busy: searches.non2xx, errors: searches.errors + searches.timeouts, p50: searches.latency.p50, p99: searches.latency.p99 },
  };
}
