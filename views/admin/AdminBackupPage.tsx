// /admin/backup: what a whole-site backup holds now, a link that downloads it (signed and
// short-lived, so the download streams straight to the file without the admin key), and the
// shell commands that keep backups and restore them.
import { css } from '@emotion/react';
import type { AdminBackupDto } from '../api/adminTypes';
import { cardCss, primaryButtonCss } from '../components/ui';
import { color, font } from '../style/theme';
import { useAdminQuery } from './adminApi';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';

/** The link is valid for ten minutes: a fresh one well before that. */
const LINK_REFRESH_MS = 4 * 60_000;

const TABLE_LABELS: Record<string, string> = {
  blog_posts: 'Blog posts',
  essays: 'Essays',
  books: 'Books',
  resources: 'Resources',
  quotes: 'Quotes',
  brain_teasers: 'Brain teasers',
  content_revisions: 'Revisions',
  retired_slugs: 'Old addresses (redirected)',
  legacy_submissions: 'Legacy statements',
  legacy_hearts: 'Hearts',
  newsletter_subscribers: 'Subscribers',
  email_suppressions: 'Suppressed addresses',
  contact_messages: 'Contact messages',
  newsletter_sends: 'Newsletter sends',
  outbox_emails: 'Emails (outbox)',
  media_items: 'Media library items',
  imported_items: 'Imported items (their source)',
  old_addresses: 'Old addresses of imported items',
  analytics_daily: 'Analytics (counters per day)',
};

const panelCss = css`
  ${cardCss};
  padding: 20px 22px;
  margin-bottom: 24px;
  h2 { font-size: 1.1rem; }
  p { color: ${color.muted}; }
`;

const countsCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 4px 20px;
  margin: 0;
  div { display: flex; justify-content: space-between; gap: 8px; border-bottom: 1px solid ${color.border}; padding: 4px 0; }
  dt { color: ${color.muted}; font-size: 0.9rem; }
  dd { margin: 0; font-weight: 600; }
`;

// Wrapped, never scrolled: a phone shows the whole command, and no region needs a keyboard to scroll.
const commandCss = css`
  display: block;
  padding: 10px 12px;
  margin: 0 0 10px;
  border-radius: 8px;
  background: ${color.surfaceAlt};
  font-family: ${font.mono};
  font-size: 0.88rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function Backup({ data }: { data: AdminBackupDto }) {
  return (
    <>
      <section css={panelCss} aria-labelledby="backup-download">
        <h2 id="backup-download">Download</h2>
        <p>
          One zip file of JSON lines and the media files ({data.media.files} stored files, {megabytes(data.media.uploadedBytes)} of uploads with their
          resized copies), readable without this site; its manifest lists a SHA-256 for every part.
        </p>
        <a href={data.downloadUrl} download css={primaryButtonCss}>
          Download a backup
        </a>
      </section>
      <section css={panelCss} aria-labelledby="backup-holds">
        <h2 id="backup-holds">A backup holds</h2>
        <dl css={countsCss}>
          {Object.entries(data.tables).map(([table, rows]) => (
            <div key={table}>
              <dt>{TABLE_LABELS[table] ?? table}</dt>
              <dd>{rows}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section css={panelCss} aria-labelledby="backup-shell">
        <h2 id="backup-shell">From the shell</h2>
        <p>Against the database the site uses (DATABASE_URL), so a scheduled job on any host can keep backups:</p>
        <code css={commandCss}>npm run backup -- site-backup.zip</code>
        <p>Restore into an empty site, or over this one (it then becomes exactly the backup) with --replace. A restore that fails changes nothing.</p>
        <code css={commandCss}>npm run restore -- site-backup.zip --replace</code>
      </section>
    </>
  );
}

export default function AdminBackupPage() {
  const state = useAdminQuery<AdminBackupDto>(['/api/admin/backup'], { refetchInterval: () => LINK_REFRESH_MS });
  return (
    <AdminLayout title="Backup" intro="The whole site in one file: every post, essay, revision, statement, subscriber, message and uploaded file." narrow>
      <AdminQueryView state={state} gateTitle="Access the Admin" failureMessage="Failed to load the backup. Please check your admin secret key." loadingLabel="Loading the backup...">
        {(data) => <Backup data={data} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
