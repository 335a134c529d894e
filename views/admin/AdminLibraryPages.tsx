// /admin/{books|resources|quotes|brain-teasers}, each with /new and /edit/{id}: one page file
// for the library's four record types, the path's segment picks the type.
import type { PageProps } from '../app/pageLoader';
import { useNavigation } from '../app/router';
import { books, brainTeasers, quotes, resources } from './records/libraryTypes';
import { RecordTypePage } from './records/RecordTypePage';

export default function AdminLibraryPages({ params }: PageProps) {
  const segment = useNavigation().path.split('/')[2];
  if (segment === 'books') return <RecordTypePage type={books} params={params} />;
  if (segment === 'resources') return <RecordTypePage type={resources} params={params} />;
  if (segment === 'quotes') return <RecordTypePage type={quotes} params={params} />;
  return <RecordTypePage type={brainTeasers} params={params} />;
}
