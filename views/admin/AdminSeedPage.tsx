import { css } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { cardCss, outlineButtonCss, primaryButtonCss } from '../components/ui';
import { Link } from '../app/router';
import { color } from '../style/theme';
import { adminJson, createFailureMessage } from './adminApi';
import { setAdminKey } from './adminKey';
import type { SeedResultDto } from '../api/adminTypes';
import { AdminKeyField, MISSING_KEY, useAdminKeyField } from './components/AdminKeyField';
import { AdminLayout } from './components/AdminLayout';
import { CheckboxField, FormAlert, formCardCss } from './components/FormFields';
import { RemoveSamplesPanel } from './seed/RemoveSamplesPanel';

/** What the sample content holds (spec section 9). */
const SEED_CONTENTS = ['15 blog posts', '10 AI books', '5 quotes', '5 brain teasers'];

const countLabels: [keyof SeedResultDto['counts'], string][] = [
  ['blogPosts', 'Blog posts'],
  ['books', 'Books'],
  ['quotes', 'Quotes'],
  ['brainTeasers', 'Brain teasers'],
];

const panelCss = css`
  ${cardCss};
  padding: 20px 22px;
  margin-bottom: 24px;
  background: ${color.accentSoft};
  border-color: transparent;
  h2 { font-size: 1.1rem; }
  ul { margin: 0 0 8px; padding-left: 20px; }
  p { margin: 0; color: ${color.muted}; font-size: 0.92rem; }
`;

const countsCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 12px;
  margin: 16px 0;
  div { padding: 12px; border-radius: 10px; background: ${color.surface}; border: 1px solid ${color.border}; }
  dt { font-size: 0.85rem; color: ${color.muted}; }
  dd { margin: 0; font-size: 1.5rem; font-weight: 700; }
`;

const resultCardCss = css`
  ${cardCss};
  padding: 22px;
  margin-top: 24px;
`;

const resultTitleCss = css`
  font-size: 1.2rem;
`;

const nextStepsTitleCss = css`
  font-size: 1rem;
`;

const nextStepsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

function SeedResult({ result }: { result: SeedResultDto }) {
  return (
    <section aria-labelledby="seed-result" css={resultCardCss}>
      <h2 id="seed-result" css={resultTitleCss}>Seeding complete</h2>
      <FormAlert tone="success">{result.message}</FormAlert>
      <dl css={countsCss}>
        {countLabels.map(([field, label]) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd>{result.counts[field]}</dd>
          </div>
        ))}
      </dl>
      <h3 css={nextStepsTitleCss}>Next steps</h3>
      <div css={nextStepsCss}>
        <Link to="/blog" css={outlineButtonCss}>View the Blog</Link>
        <Link to="/books" css={outlineButtonCss}>View Books</Link>
      </div>
    </section>
  );
}

export default function AdminSeedPage() {
  const queryClient = useQueryClient();
  const [secret, setSecret] = useAdminKeyField();
  const [force, setForce] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seed = useMutation({
    mutationFn: ({ key, force: reset }: { key: string; force: boolean }) => adminJson<SeedResultDto>('/api/admin/seed', { method: 'POST', body: { force: reset }, key }),
    onSuccess: (_result, { key }) => {
      setAdminKey(key);
      return queryClient.invalidateQueries();
    },
    onError: (failure) => setError(createFailureMessage(failure, 'Failed to seed database')),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    seed.reset();
    if (!secret.trim()) return setError(MISSING_KEY);
    setError(null);
    seed.mutate({ key: secret.trim(), force });
  };

  return (
    <AdminLayout title="Seed Production Database" intro="Load the sample content into the database. Safe to run again: nothing is ever duplicated." narrow>
      <section aria-labelledby="seed-contents" css={panelCss}>
        <h2 id="seed-contents">Seeding adds</h2>
        <ul>
          {SEED_CONTENTS.map((item) => <li key={item}>{item}</li>)}
        </ul>
        <p>Items that already exist are skipped. Subscribers, contact messages and legacy statements are never touched.</p>
      </section>
      <form onSubmit={onSubmit} css={formCardCss} noValidate>
        <AdminKeyField value={secret} onChange={setSecret} />
        <CheckboxField label="Force Reseed" checked={force} onChange={setForce} hint="Reset the sample items to their original content." />
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <button type="submit" css={primaryButtonCss} disabled={seed.isPending}>
          {seed.isPending ? 'Seeding...' : 'Seed Database'}
        </button>
      </form>
      {seed.data && <SeedResult result={seed.data} />}
      <RemoveSamplesPanel secret={secret} />
    </AdminLayout>
  );
}
