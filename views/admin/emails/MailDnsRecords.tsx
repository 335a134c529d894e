// The DNS records to publish so that receivers trust the site's mail: DKIM (when configured),
// SPF and a starting DMARC policy, each ready to copy.
import type { MailDnsDto } from '../../api/emailFigures';
import { useAdminQuery } from '../adminApi';
import { itemCss, itemListCss } from '../components/listCss';
import { EMAILS_API } from './SendList';

export function MailDnsRecords() {
  const state = useAdminQuery<MailDnsDto>([`${EMAILS_API}/dns`]);
  const dns = state.query.data;
  if (!dns) return null;
  return (
    <section aria-labelledby="mail-dns">
      <h2 id="mail-dns">DNS records for {dns.domain}</h2>
      <p>
        Publish these at your DNS host so that mail from your domain is delivered rather than filed as spam.
        {dns.dkimConfigured ? '' : ' Set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY to sign every email and see its DKIM record here.'}
      </p>
      <ul css={itemListCss}>
        {dns.records.map((record) => (
          <li key={record.kind} css={itemCss}>
            <div style={{ minWidth: 0 }}>
              <h3>{record.kind}</h3>
              <p>
                {record.type} record on <code>{record.name}</code>
              </p>
              <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.value}</pre>
              <p>{record.note}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
