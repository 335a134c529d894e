// /admin/redirects: the owner's redirects (add, remove) and, beside them, the import's old
// addresses, each answered 301 in one hop; one whose target shows nothing any more (the server
// says why) carries a note saying so.
import { css } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { RedirectDto } from '../api/adminTypes';
import { toast } from '../components/toast/toastStore';
import { outlineButtonCss, primaryButtonCss } from '../components/ui';
import { color, radius } from '../style/theme';
import { adminJson, failureReason, invalidateByPrefix, useAdminQuery } from './adminApi';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { formCardCss, TextField } from './components/FormFields';
import { itemCss, itemListCss, metaCss } from './components/listCss';

const API = '/api/admin/redirects';

const addressCss = css`
  margin: 0;
  overflow-wrap: anywhere;
  font-family: ui-monospace, monospace;
`;

const leadsNowhereCss = css`
  && {
    margin: 6px 0 0;
    padding: 6px 10px;
    border-left: 4px solid ${color.danger};
    border-radius: ${radius.sm};
    background: ${color.surfaceAlt};
    color: ${color.text};
    overflow-wrap: anywhere;
  }
  strong { color: ${color.danger}; }
`;

const leadsNowhereCount = (count: number) => (count === 1 ? '1 redirect leads nowhere' : `${count} redirects lead nowhere`);

function useRedirectWrites() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateByPrefix(queryClient, API);
  const onError = (error: Error) => toast({ title: 'Redirect not saved', description: failureReason(error), variant: 'destructive' });
  const add = useMutation({ mutationFn: (body: { from: string; to: string }) => adminJson<RedirectDto>(API, { method: 'POST', body }), onSuccess: refresh, onError });
  const remove = useMutation({ mutationFn: (id: number) => adminJson(`${API}/${id}`, { method: 'DELETE' }), onSuccess: refresh, onError });
  return { add, remove };
}

function AddRedirect({ add }: { add: ReturnType<typeof useRedirectWrites>['add'] }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ from, to }, { onSuccess: () => { setFrom(''); setTo(''); toast({ title: 'Redirect added' }); } });
  };
  return (
    <form css={formCardCss} onSubmit={submit} aria-label="Add a redirect">
      <TextField label="From (an address of this site) *" placeholder="/old-talk" value={from} onChange={setFrom} required />
      <TextField label="To (a path here or an http(s) address) *" placeholder="/about or https://example.com/" value={to} onChange={setTo} required />
      <button type="submit" css={primaryButtonCss} disabled={add.isPending}>{add.isPending ? 'Adding...' : 'Add Redirect'}</button>
    </form>
  );
}

function RedirectList({ redirects, remove }: { redirects: RedirectDto[]; remove: ReturnType<typeof useRedirectWrites>['remove'] }) {
  if (redirects.length === 0) return <p>No redirects yet</p>;
  const nowhere = redirects.filter((redirect) => redirect.targetMissing !== null).length;
  return (
    <>
      {nowhere > 0 && <p role="status">{leadsNowhereCount(nowhere)}: visitors sent there see the Page Not Found page. Point them elsewhere or remove them.</p>}
      <ul css={itemListCss}>
        {redirects.map((redirect, index) => {
          const noteId = `redirect-${index}-leads-nowhere`;
          return (
            <li key={`${redirect.origin}:${redirect.from}`} css={itemCss}>
              <div>
                <p css={addressCss}>{redirect.from} → {redirect.to ?? '(not published)'}</p>
                <p css={metaCss}>{redirect.origin === 'owner' ? 'Your redirect' : 'Imported item’s old address'}</p>
                {redirect.targetMissing !== null && (
                  <p css={leadsNowhereCss} id={noteId}>
                    <strong>Leads nowhere:</strong> {redirect.targetMissing}.
                  </p>
                )}
              </div>
              {redirect.id !== null && (
                <button
                  type="button"
                  css={outlineButtonCss}
                  disabled={remove.isPending}
                  aria-describedby={redirect.targetMissing !== null ? noteId : undefined}
                  onClick={() => redirect.id !== null && remove.mutate(redirect.id)}
                >
                  Remove<span className="visually-hidden"> redirect from {redirect.from}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export default function AdminRedirectsPage() {
  const state = useAdminQuery<RedirectDto[]>([API]);
  const writes = useRedirectWrites();
  return (
    <AdminLayout title="Redirects" intro="Send an old address elsewhere for good (301). An address the site uses cannot be redirected.">
      <AdminQueryView state={state} gateTitle="Access Redirects" failureMessage="Failed to load redirects. Please check your admin secret key." loadingLabel="Loading redirects...">
        {(redirects) => (
          <>
            <AddRedirect add={writes.add} />
            <RedirectList redirects={redirects} remove={writes.remove} />
          </>
        )}
      </AdminQueryView>
    </AdminLayout>
  );
}
