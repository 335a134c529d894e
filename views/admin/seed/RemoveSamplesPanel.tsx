// "Remove sample content": first a dry run that lists what would go, then a confirm that removes
// it. Only samples the owner never edited are listed; whatever they wrote or edited stays.
import { css } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SampleContentReportDto } from '../../api/adminTypes';
import { cardCss, outlineButtonCss } from '../../components/ui';
import { color } from '../../style/theme';
import { adminJson, createFailureMessage } from '../adminApi';
import { setAdminKey } from '../adminKey';
import { MISSING_KEY } from '../components/AdminKeyField';
import { FormAlert } from '../components/FormFields';

const panelCss = css`
  ${cardCss};
  padding: 22px 18px;
  margin-top: 24px;
  h2 { font-size: 1.1rem; margin: 0 0 8px; }
  p { margin: 0 0 14px; color: ${color.muted}; font-size: 0.92rem; }
`;

const groupsCss = css`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
  > li { border: 1px solid ${color.border}; border-radius: 10px; padding: 10px 12px; background: ${color.surface}; }
  summary { cursor: pointer; font-weight: 600; }
  ul { margin: 8px 0 0; padding-left: 18px; font-size: 0.9rem; overflow-wrap: anywhere; }
  ul li { margin: 2px 0; }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  button { flex: 1 1 160px; }
`;

const removeButtonCss = css`
  ${outlineButtonCss};
  color: ${color.danger};
  border-color: ${color.danger};
`;

/** Keys for a list of titles that may repeat (two quotes can share their first words). */
function keyedTitles(titles: string[]): [string, string][] {
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const n = (seen.get(title) ?? 0) + 1;
    seen.set(title, n);
    return [`${title}#${n}`, title];
  });
}

function SampleGroups({ report }: { report: SampleContentReportDto }) {
  return (
    <ul css={groupsCss} aria-label="Sample content that would be removed">
      {report.groups.map((group) => (
        <li key={group.kind}>
          <details>
            <summary>{group.label}: {group.count}</summary>
            <ul>
              {keyedTitles(group.titles).map(([key, title]) => <li key={key}>{title}</li>)}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

export function RemoveSamplesPanel({ secret }: { secret: string }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const call = useMutation({
    mutationFn: ({ key, dryRun }: { key: string; dryRun: boolean }) =>
      adminJson<SampleContentReportDto>('/api/admin/sample-content/remove', { method: 'POST', body: { dryRun }, key }),
    onSuccess: (report, { key }) => {
      setAdminKey(key);
      if (!report.dryRun) return queryClient.invalidateQueries();
    },
    onError: (failure) => setError(createFailureMessage(failure, 'Failed to remove the sample content')),
  });
  const run = (dryRun: boolean) => {
    if (!secret.trim()) return setError(MISSING_KEY);
    setError(null);
    call.mutate({ key: secret.trim(), dryRun });
  };
  const report = call.data;
  const planned = report?.dryRun && report.total > 0 ? report : undefined;

  return (
    <section aria-labelledby="remove-samples" css={panelCss}>
      <h2 id="remove-samples">Remove sample content</h2>
      <p>Removes the sample posts, essays, books, resources, quotes, brain teasers and legacy entries you never edited, with their media. What you wrote or edited stays.</p>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {report && <FormAlert tone="success">{report.message}</FormAlert>}
      {planned && <SampleGroups report={planned} />}
      <div css={actionsCss}>
        {planned ? (
          <>
            <button type="button" css={removeButtonCss} disabled={call.isPending} onClick={() => run(false)}>
              {call.isPending ? 'Removing...' : `Remove ${planned.total} ${planned.total === 1 ? 'item' : 'items'}`}
            </button>
            <button type="button" css={outlineButtonCss} disabled={call.isPending} onClick={() => call.reset()}>Cancel</button>
          </>
        ) : (
          <button type="button" css={outlineButtonCss} disabled={call.isPending} onClick={() => run(true)}>
            {call.isPending ? 'Checking...' : 'Check what would be removed'}
          </button>
        )}
      </div>
    </section>
  );
}
