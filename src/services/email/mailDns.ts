// The DNS records that let receivers trust the site's mail, for the owner to publish: the DKIM
// key (its public half, derived from DKIM_PRIVATE_KEY), an SPF line naming the SMTP host's
// provider, and a starting DMARC policy that only reports (p=none) until the reports look right.
import { createPublicKey } from 'node:crypto';
import type { MailConfig } from '../../config';
import type { MailDnsDto, MailDnsRecordDto } from '../../../views/api/emailFigures';

/** The SPF include of common SMTP hosts; another host is named by its address records (a:). */
const SPF_INCLUDES: [RegExp, string][] = [
  [/(^|\.)postmarkapp\.com$/, 'spf.mtasv.net'],
  [/(^|\.)mailgun\.(org|net|com)$/, 'mailgun.org'],
  [/(^|\.)amazonaws\.com$/, 'amazonses.com'],
  [/(^|\.)(gmail|google)\.com$/, '_spf.google.com'],
  [/(^|\.)(fastmail\.com|messagingengine\.com)$/, 'spf.messagingengine.com'],
  [/(^|\.)sendgrid\.net$/, 'sendgrid.net'],
  [/(^|\.)brevo\.com$|(^|\.)sendinblue\.com$/, 'spf.brevo.com'],
  [/(^|\.)resend\.com$/, 'amazonses.com'],
];

const fromDomain = (from: string) => (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim().split('@').pop()?.toLowerCase() ?? '';

export function spfMechanism(smtpUrl: string | undefined): string {
  if (!smtpUrl) return 'a mx';
  const host = new URL(smtpUrl).hostname.toLowerCase();
  const include = SPF_INCLUDES.find(([pattern]) => pattern.test(host))?.[1];
  return include ? `include:${include}` : `a:${host}`;
}

/** The DKIM public key record: v=DKIM1; k=rsa; p=<the key, base64 DER>. */
export const dkimRecordValue = (privateKey: string) => `v=DKIM1; k=rsa; p=${createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64')}`;

/** The records for this configuration; DMARC's aggregate reports go to `ownerEmail` (./ownerAddress.ts), none when it is ''. */
export function mailDnsRecords(mail: Pick<MailConfig, 'dkim' | 'smtpUrl' | 'from'>, ownerEmail: string): MailDnsDto {
  const domain = mail.dkim?.domainName ?? fromDomain(mail.from);
  const records: MailDnsRecordDto[] = [];
  if (mail.dkim) {
    records.push({ kind: 'DKIM', name: `${mail.dkim.keySelector}._domainkey.${domain}`, type: 'TXT', value: dkimRecordValue(mail.dkim.privateKey), note: 'Lets receivers check the signature on every email the site sends.' });
  }
  records.push({
    kind: 'SPF',
    name: domain,
    type: 'TXT',
    value: `v=spf1 ${spfMechanism(mail.smtpUrl)} ~all`,
    note: 'Names the servers allowed to send as your domain. A domain has one SPF record: merge this with any you have.',
  });
  records.push({
    kind: 'DMARC',
    name: `_dmarc.${domain}`,
    type: 'TXT',
    value: ownerEmail ? `v=DMARC1; p=none; rua=mailto:${ownerEmail}` : 'v=DMARC1; p=none',
    note: 'Starts by only reporting. Once the reports show only your provider sending, move to p=quarantine.',
  });
  return { domain, dkimConfigured: Boolean(mail.dkim), records };
}
