/** A post's or essay's tags as quiet chips (not links: there is no page per tag). */
export function TagList({ tags, prefix = '' }: { tags: string[]; prefix?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="article-tags">
      {tags.map((tag) => <li key={tag}>{prefix}{tag}</li>)}
    </ul>
  );
}
