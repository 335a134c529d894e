import { isOneOf } from './oneOf';

/** The kinds of downloadable resource, in display order. */
export const RESOURCE_TYPES = ['worksheet', 'puzzle-pack', 'reflective-guide', 'research-paper'] as const;

export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const isResourceType = (value: string): value is ResourceType => isOneOf(RESOURCE_TYPES, value);

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  worksheet: 'Worksheet',
  'puzzle-pack': 'Puzzle Pack',
  'reflective-guide': 'Reflective Guide',
  'research-paper': 'Research Paper',
};

/** The filter row: every type, after 'All Resources' (value ''). */
export const RESOURCE_TYPE_CHOICES = [
  { value: '', label: 'All Resources' },
  ...RESOURCE_TYPES.map((value) => ({ value, label: RESOURCE_TYPE_LABELS[value] })),
];
