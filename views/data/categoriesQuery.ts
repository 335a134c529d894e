// The blog's categories query, apart from views/data/queries.ts: only the blog page reads it, so
// no other page's script carries it.
import { queryOptions } from '@tanstack/react-query';
import type { CategoryDto } from '../api/types';

/** The blog's categories in the owner's order: /blog's chips. */
export const categoriesQuery = () => queryOptions<CategoryDto[]>({ queryKey: ['/api/categories'] });
