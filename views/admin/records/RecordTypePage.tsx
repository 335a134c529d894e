// The page of a record type: /admin/{segment}, /admin/{segment}/new and /admin/{segment}/edit/{id}.
import type { PageProps } from '../../app/pageLoader';
import { useNavigation } from '../../app/router';
import { RecordEditor } from './RecordEditor';
import { RecordList } from './RecordList';
import { recordPaths, type RecordType } from './recordType';

export function RecordTypePage<Dto extends { id: number }>({ type, params }: PageProps & { type: RecordType<Dto> }) {
  const { path } = useNavigation();
  if (params.id !== undefined) return <RecordEditor type={type} id={params.id} />;
  if (path === recordPaths(type.segment).create) return <RecordEditor type={type} />;
  return <RecordList type={type} />;
}
