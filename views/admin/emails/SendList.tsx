// The newsletter sends, newest first: what each did (delivered, failed, bounced, complained,
// unsubscribed, clicks per link), its failed emails listed in one click, and one action each to
// retry its failed emails and to undo the suppressions its bounces caused.
import { badgeCss, outlineButtonCss } from '../../components/ui';
import { ghostButtonCss } from '../components/ghostButtonCss';
import type { AdminSendDto } from '../../api/adminTypes';
import type { SendFiguresDto } from '../../api/emailFigures';
import { SendLinks } from './SendLinks';
import { formatShortDate } from '../formatShortDate';
import { adminJson, useAdminQuery } from '../adminApi';
import { itemCss, itemListCss, metaCss } from '../components/listCss';
import { useAdminAction } from '../useAdminAction';
import { countOf } from '../../lib/plural';

export const EMAILS_API = '/api/admin/emails';

export function SendList({ onShowFailed }: { onShowFailed: (sendId: number) => void }) {
  const state = useAdminQuery<(AdminSendDto & { figures: SendFiguresDto })[]>([`${EMAILS_API}/sends`]);
  const { pending, run } = useAdminAction([EMAILS_API]);
  const sends = state.query.data ?? [];
  if (sends.length === 0) return null;
  return (
    <section aria-labelledby="sends">
      <h2 id="sends">Newsletter sends</h2>
      <ul css={itemListCss}>
        {sends.map((send) => (
          <li key={send.id} css={itemCss}>
            <div>
              <div css={metaCss}>
                <span>{formatShortDate(send.sentAt)}</span>
                <span>{countOf(send.recipients, 'recipient')}</span>
                {send.queued > 0 && <span css={badgeCss}>{send.queued} waiting</span>}
              </div>
              <h3>{send.title}</h3>
              <p>
                {send.figures.delivered} delivered · {send.failed} failed · {send.figures.bounced} bounced · {send.figures.complained} complained · {send.figures.unsubscribed} unsubscribed
                {send.suppressed > 0 ? ` · ${send.suppressed} addresses suppressed by its bounces` : ''}
              </p>
              <SendLinks title={send.title} links={send.figures.links} />
            </div>
            <div>
              {send.failed > 0 && (
                <>
                  <button type="button" css={ghostButtonCss} onClick={() => onShowFailed(send.id)}>
                    Show failed<span className="visually-hidden"> emails of “{send.title}”</span>
                  </button>
                  <button type="button" css={outlineButtonCss} disabled={pending} onClick={() => run(() => adminJson(`${EMAILS_API}/sends/${send.id}/retry`, { method: 'POST' }), `${send.failed} failed emails will be sent again`)}>
                    Retry {send.failed} failed<span className="visually-hidden"> of “{send.title}”</span>
                  </button>
                </>
              )}
              {send.suppressed > 0 && (
                <button type="button" css={ghostButtonCss} disabled={pending} onClick={() => run(() => adminJson(`${EMAILS_API}/sends/${send.id}/unsuppress`, { method: 'POST' }), `${send.suppressed} addresses cleared`)}>
                  Undo {send.suppressed} suppressions<span className="visually-hidden"> of “{send.title}”</span>
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
