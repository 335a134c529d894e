// The newsletter's pace: a post sent to N subscribers through a local SMTP sink (smtp-server in
// this process, accepting everything), timed from the first email's arrival to the last. With a
// rate limit above what SMTP allows it measures the sender; with a low one, that the limit holds
// (how many arrive in the first minute). `node scripts/bench/mailRate.mjs` runs it alone.
import { SMTPServer } from 'smtp-server';
import { serverEnv, startProcess } from './processes.mjs';

function startSink() {
  const arrivals = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        arrivals.push(performance.now());
        callback();
      });
    },
  });
  return new Promise((resolve) => sink.listen(0, '127.0.0.1', () => resolve({ sink, arrivals, url: `smtp://127.0.0.1:${sink.server.address().port}` })));
}

async function api(base, secret, method, path, body) {
  const response = await fetch(base + path, { method, headers: { 'Content-Type': 'application/json', 'x-admin-secret': secret }, body: body && JSON.stringify(body) });
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * Sends one post to `recipients` subscribers with MAIL_RATE_PER_MINUTE=`ratePerMinute` on the
 * built tree in `dir`; waits at most `waitMs` after the first arrival. Answers emails a second
 * between the first and the last arrival, and how many arrived within the first minute. With
 * `links`, the post holds that many links, each rewritten through the send's click counter.
 */
export async function measureMailRate({ dir = process.cwd(), node = process.execPath, recipients = 1000, ratePerMinute = 60_000, waitMs = 120_000, links = 0 } = {}) {
  const { sink, arrivals, url } = await startSink();
  const env = { ...serverEnv(), SMTP_URL: url, MAIL_RATE_PER_MINUTE: String(ratePerMinute), MAIL_POLL_MS: '200', NEWSLETTER_DOUBLE_OPT_IN: 'false' };
  const server = startProcess(['dist/server.js'], env, dir, node);
  try {
    const base = await server.url;
    for (let i = 0; i < recipients; i++) {
      const response = await fetch(`${base}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: `reader${i}@bench.example` }) });
      if (response.status !== 201) throw new Error(`subscribe answered ${response.status}`);
    }
    const { item: post } = await api(base, env.ADMIN_SECRET, 'POST', '/api/admin/blog', { title: 'A benchmark letter', excerpt: 'For the mail benchmark.', content: `<p>Hello, readers.</p>${Array.from({ length: links }, (_, i) => `<p><a href="https://example.org/page-${i}">Link ${i}</a></p>`).join('')}`, category: 'ai-and-society', tags: [] });
    const sent = await api(base, env.ADMIN_SECRET, 'POST', `/api/admin/blog/${post.id}/send`, {});
    if (sent.recipients !== recipients) throw new Error(`the send went to ${sent.recipients} subscribers, not ${recipients}`);
    const startedAt = performance.now();
    while (arrivals.length < recipients) {
      const since = arrivals.length > 0 ? arrivals[0] : startedAt;
      if (performance.now() - since > waitMs) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const first = arrivals[0] ?? startedAt;
    const seconds = ((arrivals.at(-1) ?? first) - first) / 1000;
    return {
      recipients,
      ratePerMinute,
      arrived: arrivals.length,
      emailsPerSecond: arrivals.length > 1 ? (arrivals.length - 1) / seconds : 0,
      inFirstMinute: arrivals.filter((at) => at - first < 60_000).length,
      seconds,
    };
  } finally {
    server.child.kill('SIGTERM');
    sink.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fast = await measureMailRate({ links: Number(process.env.BENCH_MAIL_LINKS ?? 0) });
  console.log(`${fast.arrived} of ${fast.recipients} emails in ${fast.seconds.toFixed(1)} s: ${fast.emailsPerSecond.toFixed(0)} emails/s (MAIL_RATE_PER_MINUTE=${fast.ratePerMinute})`);
}
