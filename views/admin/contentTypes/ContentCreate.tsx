// The create screen of a content type: the key on the form, published as soon as it is saved
// (the spec's submit), or kept as a draft or scheduled, which opens its edit page. After the
// spec's save the fields clear back to the type's empty draft, a link to the new item after the
// alert (posts, essays), or the new item's edit page opens (pages: type.create.afterSave).
// Unsaved text is kept on this device and offered back on return.
import { useEffect, useMemo } from 'react';
import { useNavigation } from '../../app/router';
import { AdminKeyField } from '../components/AdminKeyField';
import { AdminLayout } from '../components/AdminLayout';
import { SaveAlert } from '../components/SaveAlert';
import { LocalCopyOffer } from '../studio/LocalCopyOffer';
import { PublishActions, type PublishChoice } from '../studio/PublishActions';
import { snapshotOf, storageKeyOf } from '../studio/unsavedChanges';
import { useLeaveWarning } from '../studio/useLeaveWarning';
import { useLocalCopy } from '../studio/useLocalCopy';
import { useSettings } from '../settings/settingsApi';
import { useCreateFlow } from '../useSaveFlows';
import { ContentForm } from './ContentForm';
import { bodyOf, hasRequiredFields, pathsOf, type ContentDraft, type ContentType, type SavedItem, type StudioItem } from './contentType';
import { useContentDraft } from './useContentDraft';

type CreateFlow = ReturnType<typeof useCreateFlow>;

function CreateForm<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>({ type, flow }: { type: ContentType<D, S, I>; flow: CreateFlow }) {
  const { navigate } = useNavigation();
  const paths = pathsOf(type.rules);
  const settings = useSettings().query.data;
  const defaults = useMemo(() => (settings && type.defaultsFrom ? type.defaultsFrom(settings) : undefined), [settings, type]);
  const emptyDraft = useMemo(() => ({ ...type.emptyDraft, ...defaults }), [type, defaults]);
  const state = useContentDraft(type, 'create', emptyDraft);
  // The settings may arrive after the form: an untouched form takes their defaults then.
  const untouched = snapshotOf(state.draft) === snapshotOf(type.emptyDraft);
  const { update } = state;
  useEffect(() => {
    if (defaults && untouched) update(defaults);
  }, [defaults, untouched, update]);
  const unsaved = snapshotOf(state.draft) !== snapshotOf(emptyDraft);
  const localCopy = useLocalCopy<D>(storageKeyOf(type.rules.segment, 'new'), state.draft, unsaved, true);
  useLeaveWarning(unsaved && !flow.pending);

  const save = async (choice?: PublishChoice) => {
    const draft = await state.ready();
    const body = () => ({ ...bodyOf(type, draft, state.slug, 'create'), ...(choice ? { publishedAt: choice.publishedAt } : {}) });
    const opensEdit = choice !== undefined || type.create.afterSave === 'edit';
    flow.submit(hasRequiredFields(type.fields, draft), body, {
      onSaved: (item) => {
        localCopy.forget();
        if (opensEdit) navigate(paths.edit(item.id));
      },
      leaves: opensEdit,
      linkTo: (item) => (item.status === 'published' ? { href: paths.address(item.slug), label: type.edit.view } : undefined),
    });
  };

  return (
    <ContentForm
      type={type}
      mode="create"
      state={state}
      pending={flow.pending}
      onSubmit={() => save()}
      top={
        <>
          {localCopy.offered && (
            <LocalCopyOffer
              keptAt={localCopy.offered.keptAt}
              onRestore={() => {
                const kept = localCopy.offered;
                if (kept) state.setDraft({ ...emptyDraft, ...kept.draft });
                localCopy.dismiss();
              }}
              onDiscard={localCopy.forget}
            />
          )}
          <AdminKeyField value={flow.secret} onChange={flow.setSecret} />
        </>
      }
      status={<SaveAlert alert={flow.alert} />}
      actions={<PublishActions status={null} pending={flow.pending} onChoose={save} />}
    />
  );
}

export function ContentCreate<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>({ type }: { type: ContentType<D, S, I> }) {
  const { api, refresh } = pathsOf(type.rules);
  const flow = useCreateFlow({ url: api, success: type.create.success, fallback: type.create.fallback, missingFields: type.missingFields, refresh });
  return (
    <AdminLayout title={type.create.title} intro={type.create.intro}>
      <CreateForm key={flow.version} type={type} flow={flow} />
    </AdminLayout>
  );
}
