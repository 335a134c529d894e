// The page of a content type: its list, create and edit routes all load the type's one page
// file, and the matched path picks the screen (/admin/{segment}, /admin/{segment}/new,
// /admin/{segment}/edit/{id}).
import type { PageProps } from '../../app/pageLoader';
import { useNavigation } from '../../app/router';
import { ContentCreate } from './ContentCreate';
import { ContentEdit } from './ContentEdit';
import { ContentList } from './ContentList';
import { pathsOf, type ContentDraft, type ContentType, type SavedItem, type StudioItem } from './contentType';

export function ContentTypePage<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>({ type, params }: PageProps & { type: ContentType<D, S, I> }) {
  const { path } = useNavigation();
  if (params.id !== undefined) return <ContentEdit type={type} id={params.id} />;
  if (path === pathsOf(type.rules).create) return <ContentCreate type={type} />;
  return <ContentList type={type} />;
}
