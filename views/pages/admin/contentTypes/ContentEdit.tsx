// The edit screen of a content type: the gate, the item loading, its not-found text, then the
// form; a success goes back to the list after 1.5 s, keeping the item's publishedAt.
import { outlineButtonCss } from '../../../components/ui';
import { Link } from '../../../app/router';
import { adminQueryKeys, useAdminQuery } from '../adminApi';
import { AdminLayout } from '../components/AdminLayout';
import { AdminQueryView } from '../components/AdminQueryView';
import { SaveAlert } from '../components/SaveAlert';
import { useUpdateFlow } from '../useSaveFlows';
import { ContentForm } from './ContentForm';
import { bodyOf, hasRequiredFields, pathsOf, type ContentDraft, type ContentType, type SavedItem } from './contentType';

function EditForm<D extends ContentDraft, S extends SavedItem, I extends S>({ type, item }: { type: ContentType<D, S, I>; item: I }) {
  const paths = pathsOf(type.rules);
  const flow = useUpdateFlow({
    url: `${paths.api}/${item.id}`,
    success: type.edit.success,
    failurePrefix: type.edit.failurePrefix,
    missingFields: type.missingFields,
    backTo: paths.list,
    refresh: paths.refresh,
  });
  return (
    <ContentForm
      type={type}
      mode="edit"
      initial={type.draftOf(item)}
      saved={item}
      pending={flow.pending}
      locked={flow.locked}
      onSubmit={(draft, slug) => flow.submit(hasRequiredFields(type.fields, draft), () => ({ ...bodyOf(type, draft, slug, 'edit'), publishedAt: item.publishedAt }))}
      status={<SaveAlert alert={flow.alert} />}
    />
  );
}

export function ContentEdit<D extends ContentDraft, S extends SavedItem, I extends S>({ type, id }: { type: ContentType<D, S, I>; id: string }) {
  const { edit } = type;
  const state = useAdminQuery<I>(adminQueryKeys.contentItem(type.rules.segment, id));
  return (
    <AdminLayout title={edit.title} narrow>
      <AdminQueryView
        state={state}
        gateTitle={edit.gateTitle}
        failureMessage={edit.notFound}
        failureExtra={<Link to={pathsOf(type.rules).list} css={outlineButtonCss}>{edit.back}</Link>}
        loadingLabel={edit.loading}
      >
        {(item) => <EditForm key={item.id} type={type} item={item} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
