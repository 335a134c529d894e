// Every admin page, in groups: the one place the admin navigation and the dashboard's links
// are built from.
import { isCurrentPath } from '../../layout/navLinks';

export interface AdminLink {
  to: string;
  label: string;
}

export const adminLinkGroups: readonly { label: string; links: readonly AdminLink[] }[] = [
  { label: 'Overview', links: [{ to: '/admin', label: 'Dashboard' }, { to: '/admin/analytics', label: 'Analytics' }] },
  { label: 'Write', links: [{ to: '/admin/blog', label: 'Blog posts' }, { to: '/admin/ai-islam', label: 'Essays' }, { to: '/admin/pages', label: 'Pages' }, { to: '/admin/categories', label: 'Categories' }] },
  {
    label: 'Library',
    links: [
      { to: '/admin/books', label: 'Books' },
      { to: '/admin/resources', label: 'Resources' },
      { to: '/admin/quotes', label: 'Quotes' },
      { to: '/admin/brain-teasers', label: 'Brain teasers' },
      { to: '/admin/media', label: 'Media' },
    ],
  },
  { label: 'People', links: [{ to: '/admin/messages', label: 'Messages' }, { to: '/admin/subscribers', label: 'Subscribers' }, { to: '/admin/legacy', label: 'Legacy wall' }, { to: '/admin/comments', label: 'Comments' }, { to: '/admin/fediverse', label: 'Fediverse' }, { to: '/admin/emails', label: 'Emails' }] },
  { label: 'Site', links: [{ to: '/admin/settings', label: 'Settings' }, { to: '/admin/design', label: 'Design' }, { to: '/admin/redirects', label: 'Redirects' }, { to: '/admin/import', label: 'Import' }, { to: '/admin/backup', label: 'Download a backup' }, { to: '/admin/seed', label: 'Seed' }] },
];

export const isCurrentAdminPath = (to: string, path: string) => (to === '/admin' ? path === '/admin' : isCurrentPath(to, path));

