// Who an SMTP refusal is aimed at, from nodemailer's errors as they come (command, reply code,
// the enhanced status code in the reply).
import { expect } from 'chai';
import { classifySmtpFailure, refusalSignature } from '../../src/services/email/smtpFailures';

const failure = (command: string, responseCode: number | undefined, response = '', code = 'EENVELOPE') => ({ code, command, responseCode, response, message: response });

describe('SMTP failures', () => {
  it('blames the recipient for a 5xx to RCPT TO, and for an addressing status (5.1.x, 5.2.x) at DATA', () => {
    expect(classifySmtpFailure(failure('RCPT TO', 550, '550 No such user here'))).to.equal('recipient');
    expect(classifySmtpFailure(failure('RCPT TO', 550, '550 5.1.1 <a@example.com>: user unknown'))).to.equal('recipient');
    expect(classifySmtpFailure(failure('DATA', 552, '552 5.2.2 mailbox full'))).to.equal('recipient');
  });

  it('blames the message, not the address, for another 5xx at DATA', () => {
    expect(classifySmtpFailure(failure('DATA', 554, '554 5.6.0 message refused as spam'))).to.equal('message');
  });

  it('blames the sending setup for a refused From, login, TLS or connection, whatever the code', () => {
    expect(classifySmtpFailure(failure('MAIL FROM', 554, '554 5.7.1 sender address is not verified'))).to.equal('setup');
    expect(classifySmtpFailure(failure('AUTH PLAIN', 535, '535 5.7.8 authentication failed', 'EAUTH'))).to.equal('setup');
    expect(classifySmtpFailure(failure('CONN', undefined, 'connect ECONNREFUSED 127.0.0.1:25', 'ESOCKET'))).to.equal('setup');
    expect(classifySmtpFailure(failure('CONN', 421, '421 service not available', 'EPROTOCOL'))).to.equal('setup');
    expect(classifySmtpFailure(failure('MAIL FROM', 550, '550 5.1.7 bad sender address'))).to.equal('setup');
    expect(classifySmtpFailure(new Error('unexpected'))).to.equal('setup');
  });

  it('tries an email again later for a 4xx about it', () => {
    expect(classifySmtpFailure(failure('RCPT TO', 451, '451 Try again later'))).to.equal('later');
    expect(classifySmtpFailure(failure('DATA', 452, '452 4.3.1 insufficient storage'))).to.equal('later');
  });

  it('remembers a refusal by its code and enhanced status, not by the address in its text', () => {
    expect(refusalSignature(failure('RCPT TO', 554, '554 5.7.1 <a@example.com>: Relay access denied'))).to.equal(refusalSignature(failure('RCPT TO', 554, '554 5.7.1 <b@example.com>: Relay access denied')));
    expect(refusalSignature(failure('RCPT TO', 554, '554 5.7.1 x'))).not.to.equal(refusalSignature(failure('RCPT TO', 550, '550 5.1.1 x')));
  });
});
