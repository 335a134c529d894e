// /admin/categories: the blog's categories. Add one, rename one (its posts stay), delete one (a
// category with posts asks where they go first).
import { css } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CategoryDto } from '../api/types';
import { toast } from '../components/toast/toastStore';
import { outlineButtonCss, primaryButtonCss } from '../components/ui';
import { adminJson, failureReason, invalidateByPrefix, useAdminQuery } from './adminApi';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { formCardCss, SelectField, TextField } from './components/FormFields';
import { itemCss, itemListCss, metaCss } from './components/listCss';

const API = '/api/admin/categories';

const rowCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
`;

function useCategoryWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateByPrefix(queryClient, API, '/api/categories', '/api/blog', '/api/admin/blog');
  const onError = (error: Error) => toast({ title: 'Category not saved', description: failureReason(error), variant: 'destructive' });
  return {
    add: useMutation({ mutationFn: (label: string) => adminJson<CategoryDto>(API, { method: 'POST', body: { label } }), onSuccess, onError }),
    rename: useMutation({ mutationFn: ({ value, label }: CategoryDto) => adminJson<CategoryDto>(`${API}/${value}`, { method: 'PUT', body: { label } }), onSuccess, onError }),
    remove: useMutation({
      mutationFn: ({ value, moveTo }: { value: string; moveTo?: string }) => adminJson(`${API}/${value}`, { method: 'DELETE', body: moveTo ? { moveTo } : undefined }),
      onSuccess,
      onError,
    }),
  };
}

type Writes = ReturnType<typeof useCategoryWrites>;

function CategoryRow({ category, others, writes }: { category: CategoryDto; others: CategoryDto[]; writes: Writes }) {
  const [label, setLabel] = useState(category.label);
  // Its posts (if it has any) go to the first other category unless the owner picks another.
  const [moveTo, setMoveTo] = useState(others[0]?.value ?? '');
  const rename = (event: FormEvent) => {
    event.preventDefault();
    writes.rename.mutate({ value: category.value, label }, { onSuccess: () => toast({ title: 'Category renamed', description: 'Its posts keep it.' }) });
  };
  return (
    <li css={itemCss}>
      <form css={rowCss} onSubmit={rename} aria-label={`Category ${category.label}`}>
        <TextField label="Label" value={label} onChange={setLabel} maxLength={100} required />
        <button type="submit" css={outlineButtonCss} disabled={writes.rename.isPending || label.trim() === category.label}>Rename</button>
        <SelectField
          label="On delete, move its posts to"
          value={moveTo}
          onChange={setMoveTo}
          options={others.length > 0 ? others.map((other) => ({ value: other.value, label: other.label })) : [{ value: '', label: '(no other category)' }]}
        />
        <button
          type="button"
          css={outlineButtonCss}
          disabled={writes.remove.isPending}
          onClick={() => writes.remove.mutate({ value: category.value, moveTo: moveTo || undefined }, { onSuccess: () => toast({ title: 'Category deleted' }) })}
        >
          Delete<span className="visually-hidden"> {category.label}</span>
        </button>
      </form>
      <p css={metaCss}>/blog?category={category.value}</p>
    </li>
  );
}

function AddCategory({ writes }: { writes: Writes }) {
  const [label, setLabel] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    writes.add.mutate(label, { onSuccess: () => { setLabel(''); toast({ title: 'Category added' }); } });
  };
  return (
    <form css={formCardCss} onSubmit={submit} aria-label="Add a category">
      <TextField label="New category *" value={label} onChange={setLabel} maxLength={100} required />
      <button type="submit" css={primaryButtonCss} disabled={writes.add.isPending}>{writes.add.isPending ? 'Adding...' : 'Add Category'}</button>
    </form>
  );
}

export default function AdminCategoriesPage() {
  const state = useAdminQuery<CategoryDto[]>([API]);
  const writes = useCategoryWrites();
  return (
    <AdminLayout title="Categories" intro="The blog's categories, in the order of /blog's filter chips. Renaming keeps the posts.">
      <AdminQueryView state={state} gateTitle="Access Categories" failureMessage="Failed to load categories. Please check your admin secret key." loadingLabel="Loading categories...">
        {(categories) => (
          <>
            <AddCategory writes={writes} />
            <ul css={itemListCss}>
              {categories.map((category) => (
                <CategoryRow key={`${category.value}:${category.label}`} category={category} others={categories.filter((other) => other.value !== category.value)} writes={writes} />
              ))}
            </ul>
          </>
        )}
      </AdminQueryView>
    </AdminLayout>
  );
}
