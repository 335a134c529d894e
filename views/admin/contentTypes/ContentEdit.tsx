// The edit screen of a content type: the gate, the item loading, its not-found text, then the
// form with the item's status (a published item links to its public page) and publishing
// buttons; the spec's update goes back to the list after 1.5 s, keeping the item's publishedAt.
// A draft saves itself (autosave); a published or scheduled item keeps unsaved text on this
// device. Below: the preview link (unpublished items), the revisions and delete.
import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { outlineButtonCss } from '../../components/ui';
import { Link, useNavigation } from '../../app/router';
import { color } from '../../style/theme';
import { adminQueryKeys, invalidateByPrefix, useAdminQuery } from '../adminApi';
import { AdminLayout } from '../components/AdminLayout';
import { AdminQueryView } from '../components/AdminQueryView';
import { SaveAlert } from '../components/SaveAlert';
import { toast } from '../../components/toast/toastStore';
import { AddressChangeNote } from '../studio/AddressChangeNote';
import { DeletePanel } from '../studio/DeletePanel';
import { LocalCopyOffer } from '../studio/LocalCopyOffer';
import { PreviewLinkPanel } from '../studio/PreviewLinkPanel';
import { PublishActions } from '../studio/PublishActions';
import { RevisionsPanel } from '../studio/RevisionsPanel';
import { SendPanel } from '../studio/SendPanel';
import { StatusBadge } from '../studio/StatusBadge';
import { snapshotOf, storageKeyOf } from '../studio/unsavedChanges';
import { autosaveText, useAutosave } from '../studio/useAutosave';
import { useLeaveWarning } from '../studio/useLeaveWarning';
import { useLocalCopy } from '../studio/useLocalCopy';
import { useUpdateFlow } from '../useSaveFlows';
import { ContentForm } from './ContentForm';
import { editDraftOf, hasRequiredFields, bodyOf, pathsOf, type ContentDraft, type ContentType, type SavedItem, type StudioItem } from './contentType';
import { useContentDraft } from './useContentDraft';
import { useStudioSaves } from './useStudioSaves';

const statusLineCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  margin-bottom: 16px;
  p { margin: 0; font-size: 0.9rem; color: ${color.muted}; }
`;

interface EditScreenProps<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem> {
  type: ContentType<D, S, I>;
  item: I;
  /** A revision was restored: the form reloads with this item. */
  onRestored: (item: I) => void;
}

function EditScreen<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>({ type, item, onRestored }: EditScreenProps<D, S, I>) {
  const queryClient = useQueryClient();
  const { navigate } = useNavigation();
  const paths = pathsOf(type.rules);
  const segment = type.rules.segment;
  // Posts and essays go out by email; a page has no send (its /send answers 404).
  const emailable = segment !== 'pages';
  const itemUrl = `${paths.api}/${item.id}`;
  const itemKey = adminQueryKeys.contentItem(segment, String(item.id));
  const flow = useUpdateFlow({
    url: itemUrl,
    success: type.edit.success,
    failurePrefix: type.edit.failurePrefix,
    missingFields: type.missingFields,
    backTo: paths.list,
    refresh: paths.refresh,
  });
  const state = useContentDraft(type, 'edit', editDraftOf(type, item), item);
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshotOf(state.draft));
  const unsaved = snapshotOf(state.draft) !== savedSnapshot && !flow.locked;
  const isDraft = item.status === 'draft';

  const localCopy = useLocalCopy<D>(storageKeyOf(segment, item.id), state.draft, unsaved, !isDraft);
  const markSaved = (draft: D) => {
    setSavedSnapshot(snapshotOf(draft));
    localCopy.forget();
  };
  const studio = useStudioSaves(type, item, markSaved);
  useLeaveWarning(unsaved);
  const autosave = useAutosave({
    enabled: isDraft && !flow.locked,
    unsaved,
    blocked: hasRequiredFields(type.fields, state.draft) ? null : type.missingFields,
    draft: state.draft,
    save: async () => studio.autosave(await state.ready(), state.slug),
    saveOnLeave: () => studio.autosaveOnLeave(state.draft, state.slug),
  });
  const autosaveLine = isDraft ? autosaveText(autosave) : null;
  const offered = localCopy.offered && snapshotOf({ ...state.draft, ...localCopy.offered.draft }) !== snapshotOf(state.draft) ? localCopy.offered : null;

  const submit = (draft: D, slug: string) =>
    flow.submit(hasRequiredFields(type.fields, draft), () => ({ ...bodyOf(type, draft, slug, 'edit', item.markdown !== null), publishedAt: item.publishedAt }), () => markSaved(draft));

  return (
    <>
      <div css={statusLineCss}>
        <StatusBadge status={item.status} publishedAt={item.publishedAt} />
        {item.status === 'published' && <a href={paths.address(item.slug)}>{type.edit.view}</a>}
        {autosaveLine && <p role="status">{autosaveLine}</p>}
      </div>
      {offered && (
        <LocalCopyOffer
          keptAt={offered.keptAt}
          onRestore={() => {
            state.setDraft({ ...state.draft, ...offered.draft });
            localCopy.dismiss();
          }}
          onDiscard={localCopy.forget}
        />
      )}
      <ContentForm
        type={type}
        mode="edit"
        state={state}
        pending={flow.pending || studio.pending}
        locked={flow.locked}
        onSubmit={submit}
        status={
          <>
            {item.status === 'published' && <AddressChangeNote from={paths.address(item.slug)} to={paths.address(state.slug)} />}
            <SaveAlert alert={flow.alert} />
            {flow.returning && (
              <button type="button" css={outlineButtonCss} onClick={flow.keepEditing}>
                Keep editing
              </button>
            )}
            <SaveAlert alert={studio.alert} />
          </>
        }
        actions={<PublishActions status={item.status} emailable={emailable} pending={flow.pending || studio.pending || flow.locked} onChoose={async (choice) => studio.publish(await state.ready(), state.slug, choice)} />}
      />
      {item.previewUrl && (
        <PreviewLinkPanel itemUrl={itemUrl} previewUrl={item.previewUrl} onChanged={(previewUrl) => queryClient.setQueryData<I>(itemKey, (current) => current && { ...current, previewUrl })} />
      )}
      {emailable && <SendPanel itemUrl={itemUrl} title={item.title} />}
      <RevisionsPanel<I> segment={segment} itemId={String(item.id)} itemUrl={itemUrl} onRestored={onRestored} published={item.status === 'published'} />
      <DeletePanel
        itemUrl={itemUrl}
        title={item.title}
        onDeleted={() => {
          localCopy.forget();
          toast({ title: `“${item.title}” is deleted.` });
          // The deleted item's own answers (the item, its revisions) are dropped, not fetched again: they would be 404s.
          const itemPrefix = `${paths.api}/${item.id}`;
          const isDeletedItem = (key: readonly unknown[]) => (key[0] === paths.api && key[1] === String(item.id)) || String(key[0]) === itemPrefix || String(key[0]).startsWith(`${itemPrefix}/`);
          queryClient.removeQueries({ predicate: (query) => isDeletedItem(query.queryKey), type: 'inactive' });
          void queryClient.invalidateQueries({
            predicate: (query) => !isDeletedItem(query.queryKey) && paths.refresh.some((prefix) => String(query.queryKey[0]).startsWith(prefix)),
          });
          navigate(paths.list);
        }}
      />
    </>
  );
}

export function ContentEdit<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>({ type, id }: { type: ContentType<D, S, I>; id: string }) {
  const { edit, rules } = type;
  const queryClient = useQueryClient();
  const itemKey = adminQueryKeys.contentItem(rules.segment, id);
  const state = useAdminQuery<I>(itemKey);
  // A restored revision reloads the form; any other answer leaves what the owner typed alone.
  const [formVersion, setFormVersion] = useState(0);
  const restored = (item: I) => {
    queryClient.setQueryData(itemKey, item);
    void invalidateByPrefix(queryClient, ...pathsOf(rules).refresh);
    setFormVersion((v) => v + 1);
  };
  return (
    <AdminLayout title={edit.title}>
      <AdminQueryView
        state={state}
        gateTitle={edit.gateTitle}
        failureMessage={edit.notFound}
        failureExtra={<Link to={pathsOf(rules).list} css={outlineButtonCss}>{edit.back}</Link>}
        loadingLabel={edit.loading}
      >
        {(item) => <EditScreen key={`${item.id}:${formVersion}`} type={type} item={item} onRestored={restored} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
