// /admin: on a new site the first-run setup, then the "Make it yours" checklist; what needs the
// owner (statements to moderate, unread messages, drafts, scheduled items), how many readers came
// (when analytics are on), how much there is, and every admin page.
import { css } from '@emotion/react';
import type { AdminDashboardDto } from '../api/adminTypes';
import { Link } from '../app/router';
import { cardCss } from '../components/ui';
import { color, media } from '../style/theme';
import { useAdminQuery } from './adminApi';
import { MailFaultAlert } from './emails/MailFaultAlert';
import { MailOffAlert } from './emails/MailOffAlert';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { adminLinkGroups } from './components/adminLinks';
import { OwnerStart } from './setup/OwnerStart';

const sectionCss = css`
  margin-bottom: 32px;
  h2 { font-size: 1.15rem; margin-bottom: 12px; }
`;

const tilesCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 10px;
  ${media.md} { grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); }
  a, div { ${cardCss}; display: grid; gap: 2px; padding: 14px 16px; color: ${color.text}; text-decoration: none; height: 100%; }
  a:hover { border-color: ${color.accent}; }
  strong { font-size: 1.6rem; line-height: 1.1; }
  span { font-size: 0.88rem; color: ${color.muted}; }
  [data-attention='true'] strong { color: ${color.accentStrong}; }
`;

const pagesCss = css`
  display: grid;
  gap: 14px;
  ${media.md} { grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
  h3 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${color.muted}; margin: 0 0 6px; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 14px; }
  a { display: inline-flex; min-height: 36px; align-items: center; }
`;

interface TileSpec {
  count: number;
  label: string;
  to: string;
}

/** `attention`: a count above zero is something to act on (a calm section, like the readers, says false). */
function Tiles({ id, title, tiles, attention = true }: { id: string; title: string; tiles: TileSpec[]; attention?: boolean }) {
  return (
    <section css={sectionCss} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul css={tilesCss}>
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.to} data-attention={attention && tile.count > 0}>
              <strong>{tile.count}</strong>
              <span>{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Dashboard({ data: { needs, counts, mailFault, mailOff, readers } }: { data: AdminDashboardDto }) {
  return (
    <>
      <MailOffAlert reason={mailOff} />
      <MailFaultAlert fault={mailFault} />
      <OwnerStart />
      <Tiles
        id="needs-you"
        title="Needs you"
        tiles={[
          { count: needs.pendingStatements, label: 'statements to moderate', to: '/admin/legacy' },
          { count: needs.pendingComments, label: 'comments to moderate', to: '/admin/comments' },
          { count: needs.unreadMessages, label: 'unread messages', to: '/admin/messages' },
          { count: needs.drafts, label: 'drafts', to: '/admin/blog' },
          { count: needs.scheduled, label: 'scheduled', to: '/admin/blog' },
        ]}
      />
      {readers && (
        <Tiles
          id="readers"
          title="Readers"
          attention={false}
          tiles={[
            { count: readers.today, label: 'visitors today', to: '/admin/analytics' },
            { count: readers.week, label: 'visitors this week', to: '/admin/analytics?days=7' },
          ]}
        />
      )}
      <Tiles
        id="on-the-site"
        title="On the site"
        tiles={[
          { count: counts.posts, label: 'blog posts', to: '/admin/blog' },
          { count: counts.essays, label: 'essays', to: '/admin/ai-islam' },
          { count: counts.books, label: 'books', to: '/admin/books' },
          { count: counts.resources, label: 'resources', to: '/admin/resources' },
          { count: counts.activeSubscribers, label: 'active subscribers', to: '/admin/subscribers' },
        ]}
      />
      <section css={sectionCss} aria-labelledby="every-page">
        <h2 id="every-page">Every admin page</h2>
        <div css={pagesCss}>
          {adminLinkGroups.map((group) => (
            <div key={group.label}>
              <h3>{group.label}</h3>
              <ul>
                {group.links.map((link) => <li key={link.to}><Link to={link.to}>{link.label}</Link></li>)}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

export default function AdminDashboardPage() {
  const state = useAdminQuery<AdminDashboardDto>(['/api/admin/dashboard']);
  return (
    <AdminLayout title="Dashboard" intro="What needs you, and everything on the site.">
      <AdminQueryView state={state} gateTitle="Access the Admin" failureMessage="Failed to load the dashboard. Please check your admin secret key." loadingLabel="Loading the dashboard...">
        {(data) => <Dashboard data={data} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
