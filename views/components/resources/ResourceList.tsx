// The resources with their type filter. The whole list is fetched once and filtered in the
// browser; the chosen type lives in the address (?type=) like the blog's category.
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { resourcesQuery } from '../../data/queries';
import { media } from '../../style/theme';
import { EmptyResults } from '../listing/EmptyResults';
import { FilterChips } from '../listing/FilterChips';
import { useUrlFilters } from '../listing/useUrlFilters';
import { LoadingStatus, SkeletonCard } from '../ui';
import { ResourceCard } from './ResourceCard';
import { isResourceType, RESOURCE_TYPE_CHOICES } from '../../api/resourceTypes';

export const RESOURCE_SKELETON_COUNT = 3;
const FILTER_NAMES = ['type'] as const;

const gridCss = css`
  display: grid;
  gap: 24px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
`;

const filtersCss = css`
  margin-bottom: 32px;
`;

export function ResourceList() {
  const resources = useQuery(resourcesQuery());
  const [filters, setFilters] = useUrlFilters({ names: FILTER_NAMES });
  const type = isResourceType(filters.type) ? filters.type : '';
  const shown = (resources.data ?? []).filter((resource) => type === '' || resource.type === type);

  return (
    <>
      <div css={filtersCss}>
        <FilterChips label="Filter by type" choices={RESOURCE_TYPE_CHOICES} selected={type} onSelect={(value) => setFilters({ type: value })} />
      </div>
      {resources.isPending ? (
        <div css={gridCss}>
          <LoadingStatus label="Loading resources" />
          {/* biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders, all alike and fixed in number */}
          {Array.from({ length: RESOURCE_SKELETON_COUNT }, (_, i) => <SkeletonCard key={i} lines={4} />)}
        </div>
      ) : resources.isError ? (
        <p role="alert">Resources could not be loaded. Please try again later.</p>
      ) : shown.length === 0 ? (
        <EmptyResults title="No resources available in this category." />
      ) : (
        <ul css={gridCss}>
          {shown.map((resource) => <ResourceCard key={resource.id} resource={resource} />)}
        </ul>
      )}
    </>
  );
}
