// What a failed SMTP delivery says about whom. A refusal aimed at one recipient fails that
// email and suppresses that address; a refusal aimed at the sender (the connection, TLS, the
// login, the From address) is a fault of the sending setup, which fails no email and suppresses
// nobody: the outbox pauses until the setup works again. Read from nodemailer's error: the SMTP
// command that was answered, the reply code, and the enhanced status code (RFC 3463) in its text.

export type SmtpFailure =
  /** This address is refused for good: fail the email, suppress the address. */
  | 'recipient'
  /** This message is refused for good (its content), the address is not: fail the email only. */
  | 'message'
  /** Try this email again later (a 4xx answer about it). */
  | 'later'
  /** The sending setup is at fault: pause the outbox, fail nothing. */
  | 'setup';

interface NodemailerError {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** The enhanced status code's class and subject ('5.1.1' → [5, 1]), if the reply has one. */
function enhancedStatus(text: string): [number, number] | undefined {
  const match = /\b([245])\.(\d{1,3})\.\d{1,3}\b/.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** RFC 3463 subjects 1 (addressing) and 2 (mailbox) are about the one recipient. */
const isAboutTheAddress = (subject: number | undefined) => subject === 1 || subject === 2;

export function classifySmtpFailure(error: unknown): SmtpFailure {
  const { command = '', responseCode, response = '', message = '' } = (error ?? {}) as NodemailerError;
  const verb = command.toUpperCase();
  const subject = enhancedStatus(`${response} ${message}`)?.[1];
  const answeredAbout = verb.startsWith('RCPT') ? 'recipient' : verb === 'DATA' || verb === '.' || verb === 'MESSAGE' ? 'message' : 'setup';
  if (typeof responseCode !== 'number' || responseCode < 400) return 'setup'; // no SMTP answer: the connection, DNS or TLS failed
  if (responseCode >= 500) {
    if (isAboutTheAddress(subject) && answeredAbout !== 'setup') return 'recipient';
    return answeredAbout;
  }
  return answeredAbout === 'setup' ? 'setup' : 'later';
}

/** The reply code and enhanced status a refusal is remembered by (the same refusal for many recipients in a row is the setup's). */
export function refusalSignature(error: unknown): string {
  const { responseCode, response = '', message = '' } = (error ?? {}) as NodemailerError;
  const enhanced = /\b[245]\.\d{1,3}\.\d{1,3}\b/.exec(`${response} ${message}`)?.[0] ?? '';
  return `${responseCode ?? ''} ${enhanced}`.trim();
}
