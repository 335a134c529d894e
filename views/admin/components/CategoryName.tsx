// A post's category as the admin shows it: the categories table's label, the one name the
// owner gave it (Categories, the post form and the post list all read it from there).
import type { CategoryDto } from '../../api/types';
import { categoryLabel } from '../../api/blogCategories';
import { useAdminQuery } from '../adminApi';

export const CATEGORIES_API = '/api/admin/categories';

export function CategoryName({ value }: { value: string }) {
  const { query } = useAdminQuery<CategoryDto[]>([CATEGORIES_API]);
  // Until the list arrives, a default category's label (a value of no default shows as itself).
  return <>{query.data?.find((category) => category.value === value)?.label ?? categoryLabel(value)}</>;
}
