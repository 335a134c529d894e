// The blog's categories: the public list (/blog's chips) and the owner's edits. Both live in the
// blog's area, so a rename or a move renews every blog page and answer at once.
import { CategoryDeleteInput, CategoryInput } from '../../entities/CategoryInput';
import { createCategory, deleteCategory, listCategories, renameCategory } from '../services/categories';
import { defineApi } from './define';
import { validateBody } from './validateInput';

export const categoriesApi = defineApi('blog', (api) => {
  const admin = { admin: true };
  api.get('/categories', ({ db }) => listCategories(db), { cached: true });
  api.get('/admin/categories', ({ db }) => listCategories(db), admin);
  api.post('/admin/categories', CategoryInput, ({ db }, { body }) => createCategory(db, body.label), { ...admin, status: 201 });
  api.put('/admin/categories/:value', CategoryInput, ({ db }, { params, body }) => renameCategory(db, params.value, body.label), admin);
  api.delete('/admin/categories/:value', async ({ db }, { params, body }) => {
    const { moveTo } = await validateBody(CategoryDeleteInput, body ?? {});
    return deleteCategory(db, params.value, moveTo);
  }, admin);
});
