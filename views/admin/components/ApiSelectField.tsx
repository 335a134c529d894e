// A select whose choices come from the admin API (the blog's categories): a value no longer
// listed stays shown, so an edit never changes it unseen. Until the list arrives (and on the
// server, before the key is entered) it offers the new site's default choices.
import { blogCategories } from '../../api/blogCategories';
import type { CategoryDto } from '../../api/types';
import { useAdminQuery } from '../adminApi';
import { SelectField } from './FormFields';

interface ApiSelectProps {
  label: string;
  required?: boolean;
  url: string;
  value: string;
  onChange: (value: string) => void;
}

export function ApiSelectField({ url, value, ...rest }: ApiSelectProps) {
  const { query } = useAdminQuery<CategoryDto[]>([url]);
  const listed = (query.data ?? blogCategories).map((choice) => ({ value: choice.value, label: choice.label }));
  const options = value && !listed.some((choice) => choice.value === value) ? [{ value, label: value }, ...listed] : listed;
  return <SelectField value={value} options={options} {...rest} />;
}
