// /admin/import: moving in. The owner picks an export (Ghost, WordPress, Substack, a folder of
// markdown, a members CSV or a backup of this site), where its posts go, and checks it first: a
// dry run reports what would be created, updated and skipped, with every warning. Then the
// import runs in the background, its progress followed here; recent imports are listed below.
import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import type { ImportJobDto } from '../api/adminTypes';
import { cardCss, outlineButtonCss, primaryButtonCss } from '../components/ui';
import { color } from '../style/theme';
import { createFailureMessage, invalidateByPrefix, useAdminQuery } from './adminApi';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { CheckboxField, FormAlert, SelectField } from './components/FormFields';
import { type ImportChoice, importJobKey, importListKey, isFinished, KIND_LABELS, startImport } from './imports/importApi';
import { type CategoryChoiceMap, CategoryChoices } from './imports/CategoryChoices';
import { ImportReport } from './imports/ImportReport';

const POLL_MS = 1000;

const panelCss = css`
  ${cardCss};
  padding: 20px 18px;
  margin-bottom: 24px;
  h2 { font-size: 1.1rem; }
  h3 { font-size: 1rem; margin: 16px 0 4px; }
`;

const fileCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  margin-bottom: 20px;
  label { font-weight: 600; }
  input { max-width: 100%; min-height: 44px; }
  p { margin: 0; font-size: 0.85rem; color: ${color.muted}; }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
`;

const historyCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: 10px 0; border-bottom: 1px solid ${color.border}; overflow-wrap: anywhere; }
  small { display: block; color: ${color.muted}; }
`;

function FollowedJob({ id, onFinished }: { id: number; onFinished?: (job: ImportJobDto) => void }) {
  const { query } = useAdminQuery<ImportJobDto>(importJobKey(id), { refetchInterval: (job) => (isFinished(job) ? false : POLL_MS) });
  const finished = isFinished(query.data) ? query.data : undefined;
  useEffect(() => {
    if (finished) onFinished?.(finished);
  }, [finished, onFinished]);
  return query.data ? <ImportReport job={query.data} /> : <p role="status">Sending the file…</p>;
}

function ImportForm() {
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [into, setInto] = useState<ImportChoice['into']>('blog');
  const [replace, setReplace] = useState(false);
  const [settings, setSettings] = useState(false);
  const [categoryChoices, setCategoryChoices] = useState<CategoryChoiceMap>({});
  const [checkId, setCheckId] = useState<number | null>(null);
  const [checked, setChecked] = useState<ImportJobDto | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setFailure('');
    try {
      const { id } = await startImport({ file, into, dryRun, replace, settings, categories: categoryChoices });
      if (dryRun) setCheckId(id);
      else setImportId(id);
    } catch (error) {
      setFailure(createFailureMessage(error, 'The file could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setCheckId(null);
    setChecked(null);
    setImportId(null);
    setCategoryChoices({});
    setFailure('');
  };

  // Everything the admin shows may have changed; stable, so the job's effect runs once.
  const refreshAdmin = useCallback(() => void invalidateByPrefix(queryClient, '/api/admin/'), [queryClient]);
  const canImport = checked?.status === 'done' && importId === null;
  return (
    <section css={panelCss} aria-labelledby="import-file">
      <h2 id="import-file">Bring a file</h2>
      <div css={fileCss}>
        <label htmlFor={fileId}>Export file</label>
        <input id={fileId} type="file" accept=".json,.xml,.csv,.zip" aria-describedby={`${fileId}-hint`} onChange={(event) => choose(event.target.files?.[0] ?? null)} />
        <p id={`${fileId}-hint`}>
          A Ghost export (.json, or a zip with its images), a WordPress export (.xml, or a zip with wp-content/uploads), a Substack export (.zip), a zip of
          markdown files, a members or subscribers CSV, or a backup of this site. It is recognised by what it holds.
        </p>
      </div>
      <SelectField
        label="Posts become"
        value={into}
        onChange={(value) => setInto(value === 'essays' ? 'essays' : 'blog')}
        options={[
          { value: 'blog', label: 'Blog posts' },
          { value: 'essays', label: 'Essays' },
        ]}
      />
      <CheckboxField label="Replace this site with the backup" hint="Only for a backup of this site, over a site that has content: the site becomes exactly the backup." checked={replace} onChange={setReplace} />
      <CheckboxField label="Also take the site's settings" hint="Ghost's and WordPress's title and description, and Ghost's accent colour, navigation and X and Facebook accounts. The check lists what would change." checked={settings} onChange={setSettings} />
      <div css={actionsCss}>
        <button type="button" css={outlineButtonCss} disabled={!file || busy} onClick={() => void send(true)}>
          Check the file
        </button>
        <button type="button" css={primaryButtonCss} disabled={!canImport || busy} onClick={() => void send(false)}>
          Import
        </button>
      </div>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {checkId !== null && (
        <>
          <h3>The check (nothing written)</h3>
          <FollowedJob id={checkId} onFinished={setChecked} />
          {checked?.status === 'done' && importId === null && <CategoryChoices job={checked} choices={categoryChoices} onChange={setCategoryChoices} />}
        </>
      )}
      {importId !== null && (
        <>
          <h3>The import</h3>
          <FollowedJob id={importId} onFinished={refreshAdmin} />
        </>
      )}
    </section>
  );
}

function RecentImports({ jobs }: { jobs: ImportJobDto[] }) {
  if (jobs.length === 0) return null;
  return (
    <section css={panelCss} aria-labelledby="import-history">
      <h2 id="import-history">Recent imports</h2>
      <ul css={historyCss}>
        {jobs.map((job) => (
          <li key={job.id}>
            {job.fileName}: {KIND_LABELS[job.kind]}, {job.dryRun ? 'checked' : 'imported'}
            <small>
              {new Date(job.createdAt).toLocaleString()} · {job.status === 'failed' ? `failed: ${job.error ?? ''}` : job.status === 'done' ? `${job.counts.created} created, ${job.counts.updated} updated, ${job.counts.skipped} skipped` : job.status}
            </small>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminImportPage() {
  const state = useAdminQuery<ImportJobDto[]>(importListKey());
  return (
    <AdminLayout title="Import" intro="Move in from Ghost, WordPress, Substack or a folder of markdown, with your subscribers and their consent; or restore a backup of this site." narrow>
      <AdminQueryView state={state} gateTitle="Access the Admin" failureMessage="Failed to load the imports. Please check your admin secret key." loadingLabel="Loading the imports...">
        {(jobs) => (
          <>
            <ImportForm />
            <RecentImports jobs={jobs} />
          </>
        )}
      </AdminQueryView>
    </AdminLayout>
  );
}

