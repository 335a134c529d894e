// /admin/ai-islam, /admin/ai-islam/new and /admin/ai-islam/edit/{id}.
import type { PageProps } from '../app/pageLoader';
import { ContentTypePage } from './contentTypes/ContentTypePage';
import { essays } from './contentTypes/essays';

export default function AdminEssayPages({ params }: PageProps) {
  return <ContentTypePage type={essays} params={params} />;
}
