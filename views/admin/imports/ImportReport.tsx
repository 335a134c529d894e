// One import's progress and report: what it did (or, on a dry run, would do) and its warnings,
// grouped (./ImportWarnings.tsx).
import { css } from '@emotion/react';
import type { ImportJobDto, ImportTallyDto } from '../../api/adminTypes';
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

const kindsCss = css`
  margin: 8px 0 12px;
  padding-left: 20px;
  li { margin-bottom: 4px; }
`;

const KIND_NAMES: Record<ImportTallyDto, string> = { posts: 'Posts', pages: 'Pages', essays: 'Essays', subscribers: 'Subscribers', media: 'Images' };

/** Each kind the file held, counted apart (posts are not readers, and images are not posts). */
function KindCounts({ job }: { job: ImportJobDto }) {
  const kinds = (Object.keys(KIND_NAMES) as ImportTallyDto[]).filter((kind) => job.kinds?.[kind]);
  if (kinds.length === 0) return null;
  const verbs = job.dryRun ? ['would be created', 'would be updated', 'would be skipped'] : ['created', 'updated', 'skipped'];
  return (
    <ul aria-label="Counts by kind" css={kindsCss}>
      {kinds.map((kind) => {
        const counts = job.kinds[kind] ?? { created: 0, updated: 0, skipped: 0 };
        return (
          <li key={kind}>
            <strong>{KIND_NAMES[kind]}</strong>: {counts.created} {verbs[0]}, {counts.updated} {verbs[1]}, {counts.skipped} {verbs[2]}
          </li>
        );
      })}
    </ul>
  );
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
          <KindCounts job={job} />
          <ImportWarnings warnings={job.warnings} />
        </>
      )}
    </div>
  );
}
