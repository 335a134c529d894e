// What a newsletter send did (GET /api/admin/{blog|ai-islam}/{id}/send, and each send of
// GET /api/admin/emails/sends). Clicks are counted per link of a send, never per reader.
export interface SendFiguresDto {
  recipients: number;
  /** Accepted by the SMTP server, less those the provider later reported bounced. */
  delivered: number;
  /** Refused at sending, or given up after retries. */
  failed: number;
  /** Permanent failures the provider reported after accepting (its webhook). */
  bounced: number;
  /** Readers who marked it as spam (the provider's webhook); each is unsubscribed. */
  complained: number;
  /** Readers who left from this send's emails (its unsubscribe link, or a complaint). */
  unsubscribed: number;
  /** Each link of the email, in its order, with how many times it was followed. */
  links: { url: string; clicks: number }[];
}

/** The DNS records that let receivers trust the site's mail (GET /api/admin/emails/dns). */
export interface MailDnsRecordDto {
  kind: 'DKIM' | 'SPF' | 'DMARC';
  /** The record's full name, e.g. mail._domainkey.example.com. */
  name: string;
  type: 'TXT';
  value: string;
  note: string;
}

export interface MailDnsDto {
  /** The sending domain (DKIM_DOMAIN, else MAIL_FROM's). */
  domain: string;
  dkimConfigured: boolean;
  records: MailDnsRecordDto[];
}
