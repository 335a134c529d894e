// `npm run bench:search`: site search over SEARCH_ITEMS (5,000) posts, with the production build
// on the embedded database (or BENCH_DATABASE_URL, which it empties). The posts come in through
// the Ghost import, each of 600 words drawn Zipf-like from a 20,000-word vocabulary; then each query below
// is loaded for a few seconds with autocannon (p50 and p99 latency), and the index's memory is
// read as the server's resident memory (its search thread's included) once built, less before.
// Figures are also written to bench-results/search.md.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { freshMysqlDatabase, serverEnv, startProcess } from './bench/processes.mjs';

const ITEMS = Number(process.env.SEARCH_ITEMS ?? 5000);
const WORDS_PER_POST = 600;
const SECONDS = Number(process.env.BENCH_DURATION ?? 5);

/** A deterministic generator, so every run searches the same text. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pa', 'qu', 'ri', 'do', 'fe', 'gu', 'ha', 'jo', 'xi', 'ly', 'wo'];
const next = random(7);
const VOCABULARY = 20_000;
/** Word i spells i + 400 in base 20, a syllable a digit: every word different, two to four syllables. */
const spell = (n) => (n < syllables.length ? syllables[n] : spell(Math.floor(n / syllables.length)) + syllables[n % syllables.length]);
const vocabulary = Array.from({ length: VOCABULARY }, (_, i) => spell(i + 400));
/** Zipf-like, as words in prose are: the word of rank r comes up about 1/r as often as the first. */
const word = () => vocabulary[Math.min(vocabulary.length - 1, Math.floor(vocabulary.length ** next()) - 1)];

function ghostExport() {
  const posts = Array.from({ length: ITEMS }, (_, i) => {
    const paragraphs = Array.from({ length: 6 }, () => `<p>${Array.from({ length: WORDS_PER_POST / 6 }, word).join(' ')}.</p>`);
    return {
      id: `search-${i}`,
      title: `${word()} ${word()} ${word()} ${i}`,
      slug: `search-post-${i}`,
      html: `${paragraphs.slice(0, 3).join('')}<h2>${word()} ${word()}</h2>${paragraphs.slice(3).join('')}`,
      status: 'published',
      published_at: new Date(Date.UTC(2015, 0, 1) + i * 3_600_000).toISOString(),
      type: 'post',
      created_at: '2015-01-01T00:00:00.000Z',
      updated_at: '2015-01-01T00:00:00.000Z',
    };
  });
  return JSON.stringify({ db: [{ meta: { exported_on: Date.now(), version: '5.96.0' }, data: { posts, tags: [], posts_tags: [] } }] });
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function main() {
  if (spawnSync(process.execPath, ['build.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const databaseUrl = process.env.BENCH_DATABASE_URL ? await freshMysqlDatabase(process.env.BENCH_DATABASE_URL, '_search') : undefined;
  const env = serverEnv(databaseUrl);
  const server = startProcess(['dist/server.js'], env);
  const base = await server.url;
  const rows = [];
  try {
    const form = new FormData();
    form.append('file', new Blob([ghostExport()]), 'search-bench.ghost.json');
    const headers = { 'x-admin-secret': env.ADMIN_SECRET };
    const { id } = await (await fetch(`${base}/api/admin/import`, { method: 'POST', body: form, headers })).json();
    for (;;) {
      const job = await (await fetch(`${base}/api/admin/import/${id}`, { headers })).json();
      if (job.status === 'failed') throw new Error(job.error);
      if (job.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const before = rssKb(server.child.pid);
    const first = Date.now();
    // The first search starts the build and is answered 503 "being built" until it is done.
    let answer = await fetch(`${base}/api/search?q=${vocabulary[0]}`);
    const firstStatus = `first answer ${answer.status} in ${Date.now() - first} ms`;
    while (answer.status === 503) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await fetch(`${base}/api/search?q=${vocabulary[0]}`);
    }
    const firstAnswer = await answer.json();
    rows.push(['index built (from the first search to its first answer)', `${Date.now() - first} ms`, `${firstAnswer.total} results; ${firstStatus}`]);
    rows.push(['resident memory once the index is built, less before', `${Math.round((rssKb(server.child.pid) - before) / 1024)} MB`, `${ITEMS} posts of ${WORDS_PER_POST} words`]);
    const queries = [
      ['a common word', vocabulary[0]],
      ['a rare word', vocabulary[15000]],
      ['two words', `${vocabulary[1]} ${vocabulary[40]}`],
      ['a prefix', vocabulary[5].slice(0, 3)],
      ['a typo', `${vocabulary[3000].slice(0, -1)}x`],
      ['nothing matches', 'zzzzqqqq'],
    ];
    for (const [label, q] of queries) {
      const url = `${base}/api/search?q=${encodeURIComponent(q)}`;
      const total = (await (await fetch(url)).json()).total;
      const result = await autocannon({ url, connections: 10, duration: SECONDS, pipelining: 1 });
      rows.push([`search: ${label} (“${q}”, ${total} results)`, `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`, `${Math.round(result.requests.average)} req/s, ${result.non2xx + result.errors} failed`]);
      console.log(rows.at(-1).join(' | '));
    }
  } finally {
    server.child.kill('SIGTERM');
  }
  const table = ['| measured | value | note |', '|---|---:|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/search.md', `${table}\n`);
  console.log(`\n${table}`);
}

await main();
