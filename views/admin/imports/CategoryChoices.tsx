// On the check page: the source's categories and tags its posts carried, each with the site
// category it would go in, and a choice of another. The choices go with the next check and the
// import (`categories`); the owner's own categories are edited at /admin/categories.
import { css } from '@emotion/react';
import type { ImportJobDto } from '../../api/adminTypes';
import type { CategoryDto } from '../../api/types';
import { useAdminQuery } from '../adminApi';
import { SelectField } from '../components/FormFields';

/** Source categories offered at most (the most used): an export with hundreds of tags stays a page. */
const SHOWN_CHOICES = 30;
const AS_MATCHED = '';

export type CategoryChoiceMap = Record<string, string>;

const gridCss = css`
  display: grid;
  gap: 8px 16px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  margin: 8px 0 12px;
`;

export function CategoryChoices({ job, choices, onChange }: { job: ImportJobDto; choices: CategoryChoiceMap; onChange: (choices: CategoryChoiceMap) => void }) {
  const { query } = useAdminQuery<CategoryDto[]>(['/api/admin/categories']);
  const categories = query.data ?? [];
  const tallies = job.sourceCategories.slice(0, SHOWN_CHOICES);
  if (tallies.length === 0 || categories.length === 0) return null;
  const labelOf = (value: string | null) => categories.find((category) => category.value === value)?.label;
  const choose = (name: string, value: string) => {
    const { [name]: _previous, ...others } = choices;
    onChange(value === AS_MATCHED ? others : { ...others, [name]: value });
  };
  return (
    <fieldset>
      <legend>Categories of the old site</legend>
      <p>Where the posts of each go here. Your choices apply to the next check and to the import.</p>
      <div css={gridCss}>
        {tallies.map((tally) => (
          <SelectField
            key={tally.name}
            label={`${tally.name} (${tally.posts === 1 ? '1 post' : `${tally.posts} posts`})`}
            value={choices[tally.name] ?? AS_MATCHED}
            onChange={(value) => choose(tally.name, value)}
            options={[
              { value: AS_MATCHED, label: labelOf(tally.category) ? `As matched: ${labelOf(tally.category)}` : `No match: ${categories[0].label} unless another tag matches` },
              ...categories.map((category) => ({ value: category.value, label: category.label })),
            ]}
          />
        ))}
      </div>
    </fieldset>
  );
}
