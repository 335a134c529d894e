// The create screen of a content type: the key on the form, published as soon as it is saved,
// the fields cleared back to the type's empty draft after a success.
import { AdminKeyField } from '../components/AdminKeyField';
import { AdminLayout } from '../components/AdminLayout';
import { SaveAlert } from '../components/SaveAlert';
import { useCreateFlow } from '../useSaveFlows';
import { ContentForm } from './ContentForm';
import { bodyOf, hasRequiredFields, pathsOf, type ContentDraft, type ContentType, type SavedItem } from './contentType';

export function ContentCreate<D extends ContentDraft, S extends SavedItem, I extends S>({ type }: { type: ContentType<D, S, I> }) {
  const { api, refresh } = pathsOf(type.rules);
  const flow = useCreateFlow({ url: api, success: type.create.success, fallback: type.create.fallback, missingFields: type.missingFields, refresh });
  return (
    <AdminLayout title={type.create.title} intro={type.create.intro} narrow>
      <ContentForm
        key={flow.version}
        type={type}
        mode="create"
        initial={type.emptyDraft}
        pending={flow.pending}
        onSubmit={(draft, slug) => flow.submit(hasRequiredFields(type.fields, draft), () => bodyOf(type, draft, slug, 'create'))}
        top={<AdminKeyField value={flow.secret} onChange={flow.setSecret} />}
        status={<SaveAlert alert={flow.alert} />}
      />
    </AdminLayout>
  );
}
