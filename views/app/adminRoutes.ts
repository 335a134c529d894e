// The admin page routes. None prefetches anything: the server renders each page's gate, and
// data loads in the browser only after the key is entered. Titles read 'Admin: … | {site}'.
// Kept terse: this table ships in every page's entry script.
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
  admin('/admin/seed', 'AdminSeedPage', 'Seed Database', () => import('../pages/admin/AdminSeedPage')),
  admin('/admin/blog', 'AdminBlogListPage', 'Blog Posts', () => import('../pages/admin/AdminBlogListPage')),
  admin('/admin/blog/new', 'AdminBlogCreatePage', 'New Blog Post', () => import('../pages/admin/AdminBlogCreatePage')),
  admin('/admin/blog/edit/:id', 'AdminBlogEditPage', 'Edit Blog Post', () => import('../pages/admin/AdminBlogEditPage')),
  admin('/admin/ai-islam', 'AdminEssayListPage', 'Essays', () => import('../pages/admin/AdminEssayListPage')),
  admin('/admin/ai-islam/new', 'AdminEssayCreatePage', 'New Essay', () => import('../pages/admin/AdminEssayCreatePage')),
  admin('/admin/ai-islam/edit/:id', 'AdminEssayEditPage', 'Edit Essay', () => import('../pages/admin/AdminEssayEditPage')),
  admin('/admin/subscribers', 'AdminSubscribersPage', 'Subscribers', () => import('../pages/admin/AdminSubscribersPage')),
  admin('/admin/legacy', 'AdminLegacyPage', 'Legacy Moderation', () => import('../pages/admin/AdminLegacyPage')),
  admin('/admin/messages', 'AdminMessagesPage', 'Contact Messages', () => import('../pages/admin/AdminMessagesPage')),
];
