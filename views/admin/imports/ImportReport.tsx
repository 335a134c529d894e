// One import's progress and report: what it did (or, on a dry run, would do) and its warnings,
// grouped (./ImportWarnings.tsx).
import { css } from '@emotion/react';
import type { ImportJobDto } from '../../api/adminTypes';
import { color, radius } from '../../style/theme';
import { KIND_LABELS } from './importApi';
import { ImportWarnings } from './ImportWarnings';

const countsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 12px 0;
  div { display: flex; gap: 8px; align-items: baseline; }
  dt { color: ${color.muted}; }
  dd { margin: 0; font-weight: 700; font-size: 1.2rem; }
`;

const progressCss = css`
  width: 100%;
  height: 10px;
  accent-color: ${color.accent};
`;

const errorCss = css`
  padding: 10px 12px;
  border-radius: ${radius.md};
  border: 1px solid ${color.danger};
  color: ${color.danger};
  overflow-wrap: anywhere;
`;

function statusLine(job: ImportJobDto): string {
  const what = `${job.fileName} (${KIND_LABELS[job.kind]})`;
  if (job.status === 'queued') return `Waiting to read ${what}…`;
  if (job.status === 'running') return job.progress.total ? `Reading ${what}: ${job.progress.done} of ${job.progress.total}…` : `Reading ${what}…`;
  if (job.status === 'failed') return job.dryRun ? `The check of ${what} failed: nothing would be imported.` : `The import of ${what} failed: nothing was imported.`;
  return job.dryRun ? `Checked ${what}: nothing was written yet.` : `Imported ${what}.`;
}

export function ImportReport({ job }: { job: ImportJobDto }) {
  const finished = job.status === 'done' || job.status === 'failed';
  const labels = job.dryRun ? ['Would create', 'Would update', 'Would skip'] : ['Created', 'Updated', 'Skipped'];
  return (
    <div>
      <p role="status">{statusLine(job)}</p>
      {!finished && <progress css={progressCss} max={job.progress.total || undefined} value={job.progress.total ? job.progress.done : undefined} aria-label="Import progress" />}
      {job.error && <p css={errorCss}>{job.error}</p>}
      {finished && (
        <>
          <dl css={countsCss}>
            {[job.counts.created, job.counts.updated, job.counts.skipped].map((count, i) => (
              <div key={labels[i]}>
                <dt>{labels[i]}</dt>
                <dd>{count}</dd>
              </div>
            ))}
          </dl>
          <ImportWarnings warnings={job.warnings} />
        </>
      )}
    </div>
  );
}
