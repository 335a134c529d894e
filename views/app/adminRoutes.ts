// The admin page routes. None prefetches anything: the server renders each page's gate, and
// data loads in the browser only after the key is entered. Titles read 'Admin: … | {site}'.
// A chunk of its own, loaded by ./routes.ts only when an /admin address is opened.
import type { ComponentType } from 'react';
import type { PageProps } from './pageLoader';
import { pageLoader } from './pageLoader';
import type { AdminPageRoute } from './pageRoute';
import { site } from '../content/siteConfig';

const admin = (path: string, page: string, title: string, load: () => Promise<{ default: ComponentType<PageProps> }>): AdminPageRoute => ({
  path,
  page,
  audience: 'admin',
  component: pageLoader(load),
  title: () => `Admin: ${title} | ${site.name}`,
  description: `${title}: site administration (admin key required).`,
});

export const adminRoutes: AdminPageRoute[] = [
  admin('/admin', 'AdminDashboardPage', 'Dashboard', () => import('../pages/admin/AdminDashboardPage')),
  admin('/admin/analytics', 'AdminAnalyticsPage', 'Analytics', () => import('../pages/admin/AdminAnalyticsPage')),
  admin('/admin/seed', 'AdminSeedPage', 'Seed Database', () => import('../pages/admin/AdminSeedPage')),
  admin('/admin/backup', 'AdminBackupPage', 'Backup', () => import('../pages/admin/AdminBackupPage')),
  admin('/admin/import', 'AdminImportPage', 'Import', () => import('../pages/admin/AdminImportPage')),
  admin('/admin/blog', 'AdminBlogPages', 'Blog Posts', () => import('../pages/admin/AdminBlogPages')),
  admin('/admin/blog/new', 'AdminBlogPages', 'New Blog Post', () => import('../pages/admin/AdminBlogPages')),
  admin('/admin/blog/edit/:id', 'AdminBlogPages', 'Edit Blog Post', () => import('../pages/admin/AdminBlogPages')),
  admin('/admin/ai-islam', 'AdminEssayPages', 'Essays', () => import('../pages/admin/AdminEssayPages')),
  admin('/admin/ai-islam/new', 'AdminEssayPages', 'New Essay', () => import('../pages/admin/AdminEssayPages')),
  admin('/admin/ai-islam/edit/:id', 'AdminEssayPages', 'Edit Essay', () => import('../pages/admin/AdminEssayPages')),
  admin('/admin/subscribers', 'AdminSubscribersPage', 'Subscribers', () => import('../pages/admin/AdminSubscribersPage')),
  admin('/admin/legacy', 'AdminLegacyPage', 'Legacy Moderation', () => import('../pages/admin/AdminLegacyPage')),
  admin('/admin/messages', 'AdminMessagesPage', 'Contact Messages', () => import('../pages/admin/AdminMessagesPage')),
  ...['books', 'resources', 'quotes', 'brain-teasers'].flatMap((segment) => {
    const name = segment === 'brain-teasers' ? 'Brain Teasers' : segment[0].toUpperCase() + segment.slice(1);
    const load = () => import('../pages/admin/AdminLibraryPages');
    return [
      admin(`/admin/${segment}`, 'AdminLibraryPages', name, load),
      admin(`/admin/${segment}/new`, 'AdminLibraryPages', `New: ${name}`, load),
      admin(`/admin/${segment}/edit/:id`, 'AdminLibraryPages', `Edit: ${name}`, load),
    ];
  }),
  admin('/admin/media', 'AdminMediaPage', 'Media Library', () => import('../pages/admin/AdminMediaPage')),
  admin('/admin/emails', 'AdminEmailsPage', 'Emails', () => import('../pages/admin/AdminEmailsPage')),
];
