// The blog's categories, as data: the spec's five to begin with (migrations/…-Categories.ts), in
// the owner's order. A category's value never changes (posts and /blog?category= addresses keep
// it), so a rename keeps every post; one in use is deleted only by moving its posts elsewhere.
import type { DataSource } from 'typeorm';
import { BlogPost, Category } from '../../entities';
import type { Store } from '../db';
import type { CategoryDto } from '../../views/api/types';
import { slugifyForEdit } from '../../views/lib/text';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { countOf } from '../../views/lib/plural';
import { keepUntouchedSamples } from '../seed/sampleKinds';

const categories = (db: Store) => db.getRepository(Category);

const toDto = ({ value, label }: Pick<Category, 'value' | 'label'>): CategoryDto => ({ value, label });

export async function listCategories(db: Store): Promise<CategoryDto[]> {
  return (await categories(db).find({ order: { sortOrder: 'ASC', value: 'ASC' } })).map(toDto);
}

/** Each category's label by its value (a value no longer in the table shows as itself). */
export async function categoryLabels(db: Store): Promise<(value: string) => string> {
  const labels = new Map((await listCategories(db)).map((category) => [category.value, category.label]));
  return (value) => labels.get(value) ?? value;
}

/** Refuses (400) a post's category that is not one of the table's. */
export async function assertCategoryExists(db: Store, value: string): Promise<void> {
  if (await categories(db).existsBy({ value })) return;
  const known = (await listCategories(db)).map((category) => category.value).join(', ');
  throw new BadRequestError(`category must be one of ${known}`, [{ field: 'category', messages: [`category must be one of ${known}`] }]);
}

async function assertLabelFree(db: DataSource, label: string, except?: string): Promise<void> {
  const same = (await listCategories(db)).find((category) => category.label.toLowerCase() === label.toLowerCase() && category.value !== except);
  if (same) throw new ConflictError(`A category is called ${label} already`);
}

export async function createCategory(db: DataSource, label: string): Promise<CategoryDto> {
  const value = slugifyForEdit(label).slice(0, 64).replace(/-+$/, '');
  if (value === '') throw new BadRequestError('label must hold a letter or a digit', [{ field: 'label', messages: ['label must hold a letter or a digit'] }]);
  if (await categories(db).existsBy({ value })) throw new ConflictError(`A category ${value} exists already`);
  await assertLabelFree(db, label);
  const last = await categories(db).findOne({ where: {}, order: { sortOrder: 'DESC' } });
  return toDto(await categories(db).save({ value, label, sortOrder: (last?.sortOrder ?? -1) + 1 }));
}

async function find(db: DataSource, value: string): Promise<Category> {
  const found = await categories(db).findOneBy({ value });
  if (!found) throw new NotFoundError('Category not found');
  return found;
}

/** A new label; the value, and so every post in it, stays. */
export async function renameCategory(db: DataSource, value: string, label: string): Promise<CategoryDto> {
  const found = await find(db, value);
  await assertLabelFree(db, label, value);
  await categories(db).update({ value }, { label });
  return toDto({ ...found, label });
}

/** Deletes a category; one with posts only with `moveTo`, another category their posts move to. */
export async function deleteCategory(db: DataSource, value: string, moveTo?: string): Promise<{ success: true; moved: number }> {
  await find(db, value);
  if (moveTo !== undefined && (moveTo === value || !(await categories(db).existsBy({ value: moveTo })))) {
    throw new BadRequestError('moveTo must be another existing category', [{ field: 'moveTo', messages: ['moveTo must be another existing category'] }]);
  }
  if ((await categories(db).count()) === 1) throw new ConflictError('The blog needs at least one category');
  return db.transaction(async (manager) => {
    const inUse = await manager.countBy(BlogPost, { category: value });
    if (inUse > 0 && moveTo === undefined) throw new ConflictError(`${countOf(inUse, 'post is', 'posts are')} in this category: choose a category to move ${inUse === 1 ? 'it' : 'them'} to (moveTo) before deleting it`);
    if (inUse > 0) {
      const moving = await manager.findBy(BlogPost, { category: value });
      await manager.update(BlogPost, { category: value }, { category: moveTo, updatedAt: new Date() });
      // The site moved them, not the owner: a sample post stays a sample, and sample removal still takes it.
      await keepUntouchedSamples(manager, 'blog', moving);
    }
    await manager.delete(Category, { value });
    return { success: true as const, moved: inUse };
  });
}
