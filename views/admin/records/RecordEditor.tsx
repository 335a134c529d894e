// The create and edit screens of a record type: one form; a save goes back to the list, where
// the change already shows; an edit can also delete, after asking.
import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigation } from '../../app/router';
import { primaryButtonCss } from '../../components/ui';
import { ghostButtonCss } from '../components/ghostButtonCss';
import { color } from '../../style/theme';
import { toast } from '../../components/toast/toastStore';
import { adminJson, failureReason, invalidateByPrefix, useAdminQuery } from '../adminApi';
import { AdminLayout } from '../components/AdminLayout';
import { AdminQueryView } from '../components/AdminQueryView';
import { FormAlert, formCardCss } from '../components/FormFields';
import { ConfirmDialog, type ConfirmQuestion } from '../studio/ConfirmDialog';
import { RecordFields } from './RecordFields';
import { recordPaths, type RecordDraft, type RecordType } from './recordType';

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 10px;
  margin-top: 8px;
`;

const deleteCss = css`
  ${ghostButtonCss};
  color: ${color.danger};
`;

function RecordForm<Dto extends { id: number }>({ type, saved }: { type: RecordType<Dto>; saved?: Dto }) {
  const queryClient = useQueryClient();
  const { navigate } = useNavigation();
  const paths = recordPaths(type.segment);
  const [draft, setDraft] = useState<RecordDraft>(saved ? type.draftOf(saved) : type.emptyDraft);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState('');
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);

  const done = async (said: string) => {
    await invalidateByPrefix(queryClient, paths.api, type.publicApi);
    toast({ title: said });
    navigate(paths.list);
  };
  const send = async (call: () => Promise<unknown>, said: string) => {
    setPending(true);
    setFailure('');
    try {
      await call();
      await done(said);
    } catch (error) {
      setFailure(`Could not save: ${failureReason(error)}`);
      setPending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = type.bodyOf(draft);
    void send(
      () => (saved ? adminJson(`${paths.api}/${saved.id}`, { method: 'PUT', body }) : adminJson(paths.api, { method: 'POST', body })),
      saved ? `The ${type.texts.noun} is saved.` : `The ${type.texts.noun} is added.`,
    );
  };
  const askDelete = () =>
    setQuestion({
      title: `Delete this ${type.texts.noun}?`,
      description: 'It disappears from the site at once. This cannot be undone.',
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => saved && void send(() => adminJson(`${paths.api}/${saved.id}`, { method: 'DELETE' }), `The ${type.texts.noun} is deleted.`),
    });

  return (
    <form css={formCardCss} onSubmit={onSubmit}>
      <RecordFields fields={type.fields} draft={draft} onChange={(name, value) => setDraft((now) => ({ ...now, [name]: value }))} />
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div css={actionsCss}>
        <button type="submit" css={primaryButtonCss} disabled={pending}>{pending ? 'Saving...' : saved ? 'Save changes' : `Add ${type.texts.noun}`}</button>
        {saved && <button type="button" css={deleteCss} onClick={askDelete} disabled={pending}>Delete {type.texts.noun}</button>}
      </div>
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </form>
  );
}

export function RecordEditor<Dto extends { id: number }>({ type, id }: { type: RecordType<Dto>; id?: string }) {
  const paths = recordPaths(type.segment);
  const back = <Link to={paths.list}>Back to {type.texts.plural.toLowerCase()}</Link>;
  if (id === undefined) {
    return (
      <AdminLayout title={`Add a ${type.texts.noun}`} intro={back} narrow>
        <RecordForm type={type} />
      </AdminLayout>
    );
  }
  return <EditScreen type={type} id={id} back={back} />;
}

function EditScreen<Dto extends { id: number }>({ type, id, back }: { type: RecordType<Dto>; id: string; back: ReactNode }) {
  const state = useAdminQuery<Dto>([recordPaths(type.segment).api, id]);
  return (
    <AdminLayout title={`Edit ${type.texts.noun}`} intro={back} narrow>
      <AdminQueryView state={state} gateTitle="Admin access required" failureMessage={`This ${type.texts.noun} was not found, or the admin key was refused.`} loadingLabel="Loading...">
        {(item) => <RecordForm type={type} saved={item} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
