// A real SMTP server in the test process (smtp-server, from nodemailer's project): it keeps
// every message it accepts, parsed by mailparser, and can refuse recipients for good (550) or
// for now (451), hold its answer to a message (a delivery caught half-way), or be stopped and
// started again on the same port.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  parsed: ParsedMail;
  /** The raw header lines, as sent (mailparser folds List-* headers into one parsed value). */
  rawHeaders: string;
  /** The whole message as it arrived (what a DKIM verifier reads). */
  raw: Buffer;
  to: string[];
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Addresses answered 550 (a permanent refusal) / 451 (try later). */
  refuseForGood: Set<string>;
  refuseForNow: Set<string>;
  /** While set, the reply to every MAIL FROM (a refused sender, as SES answers an unverified From) / every RCPT TO, e.g. '554 5.7.1 …'. */
  refusal: { mailFrom?: string; everyRecipient?: string };
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Until the answer is called, a message is kept (in `received`) but not acknowledged: its sender waits mid-delivery. */
  hold(): () => void;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const refuseForGood = new Set<string>();
  const refuseForNow = new Set<string>();
  const refusal: TestSmtp['refusal'] = {};
  let held: Promise<void> | undefined;
  const refuse = (reply: string) => Object.assign(new Error(reply.slice(4)), { responseCode: Number(reply.slice(0, 3)) });
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onMailFrom(_address, _session, callback) {
        callback(refusal.mailFrom ? refuse(refusal.mailFrom) : undefined);
      },
      onRcptTo(address, _session, callback) {
        const to = address.address.toLowerCase();
        if (refusal.everyRecipient) return callback(refuse(refusal.everyRecipient));
        if (refuseForGood.has(to)) return callback(Object.assign(new Error('550 No such user here'), { responseCode: 550 }));
        if (refuseForNow.has(to)) return callback(Object.assign(new Error('451 Try again later'), { responseCode: 451 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks);
          const rawHeaders = raw.toString('utf8').split(/\r?\n\r?\n/)[0];
          received.push({ parsed: await simpleParser(raw), rawHeaders, raw, to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()) });
          await held;
          callback();
        });
      },
    });
  let server = create();
  let port = 0;
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen();
  port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseForGood,
    refuseForNow,
    refusal,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = create();
      await listen();
    },
    hold() {
      let release: () => void = () => undefined;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} emails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
  };
}
