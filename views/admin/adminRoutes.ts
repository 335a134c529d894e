// The admin page routes. None prefetches anything: the server renders each page's gate, and
// data loads in the browser only after the key is entered. Titles read 'Admin: … | {site}'.
// A chunk of its own, loaded by ../app/routes.ts only when an /admin address is opened.
import type { ComponentType } from 'react';
import type { PageProps } from '../app/pageLoader';
import { pageLoader } from '../app/pageLoader';
import type { AdminPageRoute } from '../app/pageRoute';
import { titleWithSiteName } from '../data/settingsQuery';

const admin = (path: string, page: string, title: string, load: () => Promise<{ default: ComponentType<PageProps> }>): AdminPageRoute => ({
  path,
  page,
  audience: 'admin',
  component: pageLoader(load),
  title: (_params, data) => titleWithSiteName(`Admin: ${title}`, data),
  description: `${title}: site administration (admin key required).`,
});

export const adminRoutes: AdminPageRoute[] = [
  admin('/admin', 'AdminDashboardPage', 'Dashboard', () => import('./AdminDashboardPage')),
  admin('/admin/settings', 'AdminSettingsPage', 'Settings', () => import('./AdminSettingsPage')),
  admin('/admin/design', 'AdminDesignPage', 'Design', () => import('./AdminDesignPage')),
  admin('/admin/analytics', 'AdminAnalyticsPage', 'Analytics', () => import('./AdminAnalyticsPage')),
  admin('/admin/seed', 'AdminSeedPage', 'Seed Database', () => import('./AdminSeedPage')),
  admin('/admin/backup', 'AdminBackupPage', 'Backup', () => import('./AdminBackupPage')),
  admin('/admin/import', 'AdminImportPage', 'Import', () => import('./AdminImportPage')),
  admin('/admin/blog', 'AdminBlogPages', 'Blog Posts', () => import('./AdminBlogPages')),
  admin('/admin/blog/new', 'AdminBlogPages', 'New Blog Post', () => import('./AdminBlogPages')),
  admin('/admin/blog/edit/:id', 'AdminBlogPages', 'Edit Blog Post', () => import('./AdminBlogPages')),
  admin('/admin/ai-islam', 'AdminEssayPages', 'Essays', () => import('./AdminEssayPages')),
  admin('/admin/ai-islam/new', 'AdminEssayPages', 'New Essay', () => import('./AdminEssayPages')),
  admin('/admin/ai-islam/edit/:id', 'AdminEssayPages', 'Edit Essay', () => import('./AdminEssayPages')),
  admin('/admin/pages', 'AdminPagePages', 'Pages', () => import('./AdminPagePages')),
  admin('/admin/pages/new', 'AdminPagePages', 'New Page', () => import('./AdminPagePages')),
  admin('/admin/pages/edit/:id', 'AdminPagePages', 'Edit Page', () => import('./AdminPagePages')),
  admin('/admin/categories', 'AdminCategoriesPage', 'Categories', () => import('./AdminCategoriesPage')),
  admin('/admin/redirects', 'AdminRedirectsPage', 'Redirects', () => import('./AdminRedirectsPage')),
  admin('/admin/subscribers', 'AdminSubscribersPage', 'Subscribers', () => import('./AdminSubscribersPage')),
  admin('/admin/legacy', 'AdminLegacyPage', 'Legacy Moderation', () => import('./AdminLegacyPage')),
  admin('/admin/messages', 'AdminMessagesPage', 'Contact Messages', () => import('./AdminMessagesPage')),
  admin('/admin/comments', 'AdminCommentsPage', 'Comments', () => import('./AdminCommentsPage')),
  admin('/admin/fediverse', 'AdminFediversePage', 'Fediverse', () => import('./AdminFediversePage')),
  ...['books', 'resources', 'quotes', 'brain-teasers'].flatMap((segment) => {
    const name = segment === 'brain-teasers' ? 'Brain Teasers' : segment[0].toUpperCase() + segment.slice(1);
    const load = () => import('./AdminLibraryPages');
    return [
      admin(`/admin/${segment}`, 'AdminLibraryPages', name, load),
      admin(`/admin/${segment}/new`, 'AdminLibraryPages', `New: ${name}`, load),
      admin(`/admin/${segment}/edit/:id`, 'AdminLibraryPages', `Edit: ${name}`, load),
    ];
  }),
  admin('/admin/media', 'AdminMediaPage', 'Media Library', () => import('./AdminMediaPage')),
  admin('/admin/emails', 'AdminEmailsPage', 'Emails', () => import('./AdminEmailsPage')),
];
