import { css } from '@emotion/react';
import { color, radius } from '../../style/theme';

const tagListCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 4px 12px;
    border-radius: ${radius.pill};
    background: ${color.surfaceAlt};
    border: 1px solid ${color.border};
    color: ${color.muted};
    font-size: 0.85rem;
  }
`;

/** A post's or essay's tags as quiet chips (not links: there is no page per tag). */
export function TagList({ tags, prefix = '' }: { tags: string[]; prefix?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" css={tagListCss}>
      {tags.map((tag) => <li key={tag}>{prefix}{tag}</li>)}
    </ul>
  );
}
