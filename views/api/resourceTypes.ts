import type { ResourceType } from './types';

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  worksheet: 'Worksheet',
  'puzzle-pack': 'Puzzle Pack',
  'reflective-guide': 'Reflective Guide',
  'research-paper': 'Research Paper',
};

export const isResourceTypeValue = (value: string): value is ResourceType => Object.hasOwn(RESOURCE_TYPE_LABELS, value);

/** The filter row: every type, after 'All Resources' (value ''). */
export const RESOURCE_TYPE_CHOICES = [
  { value: '', label: 'All Resources' },
  ...Object.entries(RESOURCE_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];
