// /admin/blog, /admin/blog/new and /admin/blog/edit/{id}.
import type { PageProps } from '../app/pageLoader';
import { blogPosts } from './contentTypes/blogPosts';
import { ContentTypePage } from './contentTypes/ContentTypePage';

export default function AdminBlogPages({ params }: PageProps) {
  return <ContentTypePage type={blogPosts} params={params} />;
}
