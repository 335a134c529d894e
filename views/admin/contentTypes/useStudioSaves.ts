// The edit screen's saves beyond the spec's update: the publishing buttons (the item stays open,
// its new state shown), and autosave's background saves of a draft. Each sends the form as the
// spec's update does, plus `publishedAt` or `autosave: true`.
import { toast } from '../../components/toast/toastStore';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSaveResultDto } from '../../api/adminTypes';
import { adminJson, adminQueryKeys, adminRequest, failureReason, invalidateByPrefix } from '../adminApi';
import type { PublishChoice } from '../studio/PublishActions';
import type { SaveAlert } from '../useSaveFlows';
import { bodyOf, hasRequiredFields, pathsOf, type ContentDraft, type ContentType, type SavedItem, type StudioItem } from './contentType';

export function useStudioSaves<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>(type: ContentType<D, S, I>, item: I, onSaved: (draft: D) => void) {
  const queryClient = useQueryClient();
  const paths = pathsOf(type.rules);
  const url = `${paths.api}/${item.id}`;
  const itemKey = adminQueryKeys.contentItem(type.rules.segment, String(item.id));
  const [alert, setAlert] = useState<SaveAlert | null>(null);
  const sent = (draft: D, slug: string) => bodyOf(type, draft, slug, 'edit', item.markdown !== null);

  const publishing = useMutation({
    mutationFn: async ({ draft, slug, choice }: { draft: D; slug: string; choice: PublishChoice }) => {
      const result = await adminJson<AdminSaveResultDto<I>>(url, { method: 'PUT', body: { ...sent(draft, slug), publishedAt: choice.publishedAt } });
      // Saved first: a refused send (sent already) leaves the item published or scheduled, and says why.
      if (choice.email) {
        onSaved(draft);
        queryClient.setQueryData(itemKey, result.item);
        await adminJson(`${url}/send`, { method: 'POST', body: {} });
        await queryClient.invalidateQueries({ queryKey: [`${url}/send`] });
      }
      return result;
    },
    onSuccess: (result, { draft, choice }) => {
      onSaved(draft);
      queryClient.setQueryData(itemKey, result.item);
      setAlert({ tone: 'success', message: choice.label });
      toast({ title: choice.label });
      return invalidateByPrefix(queryClient, ...paths.refresh);
    },
    onError: (error) => setAlert({ tone: 'error', message: `${type.edit.failurePrefix}: ${failureReason(error)}` }),
  });

  /** A publishing button: checks the required fields, then saves with the chosen publishedAt. */
  const publish = (draft: D, slug: string, choice: PublishChoice) => {
    if (!hasRequiredFields(type.fields, draft)) return setAlert({ tone: 'error', message: type.missingFields });
    setAlert(null);
    publishing.mutate({ draft, slug, choice });
  };

  /** An autosave of the draft as it is; the caller checked the required fields. */
  const autosave = async (draft: D, slug: string) => {
    await adminJson(url, { method: 'PUT', body: { ...sent(draft, slug), autosave: true } });
    onSaved(draft);
    await queryClient.invalidateQueries({ queryKey: adminQueryKeys.contentRevisions(type.rules.segment, String(item.id)) });
  };

  /** The last autosave as the page goes away: a keepalive request nobody waits for. */
  const autosaveOnLeave = (draft: D, slug: string) => {
    adminRequest(url, { method: 'PUT', body: { ...sent(draft, slug), autosave: true }, keepalive: true }).catch(() => undefined);
  };

  return { alert, pending: publishing.isPending, publish, autosave, autosaveOnLeave };
}
