// /admin/pages, /admin/pages/new and /admin/pages/edit/{id}.
import type { PageProps } from '../app/pageLoader';
import { ContentTypePage } from './contentTypes/ContentTypePage';
import { pages } from './contentTypes/pages';

export default function AdminPagePages({ params }: PageProps) {
  return <ContentTypePage type={pages} params={params} />;
}
