// Property-based fuzzing of every endpoint in the API table (public and admin, with and
// without the key): random and hostile path segments, query strings and JSON bodies. Never a
// 5xx, the process keeps answering, and a request answered 4xx leaves the data as it was.
import { expect } from 'chai';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { apiEndpoints } from '../../src/api/index';
import { startTestServer, TEST_ADMIN_SECRET, type TestServer } from '../helpers/testServer';

const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 60);

const hostileStrings = ['%E0%A4%A', '%', '%%', '..', '.',
  '', ' ', '0', '-1', '1e309', 'NaN', 'null', 'undefined', 'true', '[]', '{}', '../../etc/passwd', '..%2f..%2f', '%00', '\u0000',
  "' OR '1'='1", '1; DROP TABLE blog_posts; --', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: '${7*7}' is a template-injection probe, meant literally
  '__proto__', 'constructor', '\u202e\u0000\ud800', '😀'.repeat(300), 'a'.repeat(10_000), '=cmd|calc!A1', '${7*7}', '{{7*7}}',
];

/** Percent-encodes any string, lone surrogates included; some raw sequences are sent as they are. */
const rawSegments = new Set(['%00', '..%2f..%2f', '%E0%A4%A', '%', '%%', '..', '.']);
const encodeSegment = (s: string) => (rawSegments.has(s) ? s : encodeURIComponent(s.toWellFormed()) || '%20');

const hostileString = fc.oneof(fc.constantFrom(...hostileStrings), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));
const jsonValue = fc.oneof(
  { depthSize: 'small' },
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const fieldNames = ['email', 'statement', 'authorName', 'location', 'name', 'subject', 'message', 'title', 'slug', 'excerpt', 'content',
  'bodyHtml', 'category', 'tags', 'isFeatured', 'readTime', 'readingTime', 'authors', 'publishedAt', 'force', 'website', '__proto__', 'constructor'];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), jsonValue, { maxKeys: 8 }),
  fc.dictionary(hostileString, jsonValue, { maxKeys: 4 }),
  fc.constantFrom('[]', '"x"', '42', 'null', '{', '{"a":', 'not json', '{"__proto__":{"admin":true}}'),
);
const queryString = fc.array(fc.tuple(fc.constantFrom('category', 'exclude', 'type', 'status', 'filter', 'q', 'id', 'x'), hostileString), { maxLength: 3 });

async function snapshot(server: TestServer): Promise<string> {
  const hash = createHash('sha256');
  for (const meta of server.db.entityMetadatas) {
    if (meta.tableName === 'rate_limit_buckets' || meta.tableName === 'admin_login_failures') continue; // counters that every request may move
    const rows = await server.db.query(`SELECT * FROM ${meta.tableName} ORDER BY 1`);
    hash.update(meta.tableName).update(JSON.stringify(rows));
  }
  return hash.digest('hex');
}

/**
 * Search's documented answer while its index is (re)built past INDEX_WAIT_MS: 503 "being built"
 * with Retry-After (src/services/search/searchIndex.ts). On a loaded machine (CI, load 20 on 2
 * cores) a build after a write outlasts the wait; that is the design, not a fault.
 */
function isIndexBeingBuilt(response: Response, text: string): boolean {
  if (response.status !== 503 || !response.headers.get('retry-after')) return false;
  try {
    return JSON.parse(text).details?.building === true;
  } catch {
    return false;
  }
}

describe('API fuzzing', function () {
  this.timeout(300_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ env: { ADMIN_LOCKOUT_THRESHOLD: '1000000' } });
  });
  after(() => server?.close());

  for (const endpoint of apiEndpoints) {
    it(`${endpoint.method} /api${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(hostileString, { minLength: 4, maxLength: 4 }), queryString, body, fc.boolean(), async (segments, query, payload, withKey) => {
          let i = 0;
          const path = `/api${endpoint.path}`.replace(/:[A-Za-z]+/g, () => encodeSegment(segments[i++]));
          const search = new URLSearchParams(query).toString();
          const headers: Record<string, string> = { 'Content-Type': 'application/json' };
          if (withKey && endpoint.options.admin) headers['x-admin-secret'] = TEST_ADMIN_SECRET;
          const before = await snapshot(server);
          const response = await fetch(`${server.url}${path}${search ? `?${search}` : ''}`, {
            method: endpoint.method,
            headers,
            body: endpoint.method === 'GET' ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
            redirect: 'manual',
          });
          const text = await response.text();
          if (isIndexBeingBuilt(response, text)) return;
          expect(response.status, `${endpoint.method} ${path} -> ${text.slice(0, 200)}`).to.be.below(500);
          if (response.status >= 400) {
            // Node's HTTP parser itself answers 431 (headers over 16 KB) with no body, before the app runs.
            if (response.status !== 431) expect(JSON.parse(text), `error body of ${response.status}`).to.have.property('error');
            expect(await snapshot(server), `${endpoint.method} ${path} answered ${response.status} but changed data`).to.equal(before);
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
      expect((await fetch(`${server.url}/healthz`)).status).to.equal(200);
    });
  }

  it('random page paths never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostileString, { minLength: 1, maxLength: 3 }), async (segments) => {
        const path = `/${segments.map(encodeSegment).join('/')}`;
        const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
        await response.arrayBuffer();
        expect(response.status, path).to.be.below(500);
      }),
      { numRuns: 200 },
    );
  });
});
