// One of the owner's pages (/privacy, /work-with-me), prefetched by the server. An address no
// published page has is the site's ordinary 'Page Not Found'.
import { useQuery } from '@tanstack/react-query';
import type { PageProps } from '../app/pageLoader';
import { ArticleBody } from '../components/ArticleBody';
import { ArticleSkeleton } from '../components/article/ArticleSkeleton';
import { ArticleLoadError, isNotFoundError } from '../components/article/MissingArticle';
import { Container } from '../components/ui';
import { pageQuery } from '../data/queries';
import NotFoundPage from './NotFoundPage';

export default function SitePage({ params }: PageProps) {
  const { data: page, isPending, error } = useQuery(pageQuery(params.slug));
  if (isPending) return <ArticleSkeleton label="Loading page" />;
  if (!page) return isNotFoundError(error) ? <NotFoundPage /> : <ArticleLoadError backTo="/" backLabel="Back to Home" />;
  return (
    <article className="article-page">
      <Container narrow>
        <h1 className="article-title article-first-line">{page.title}</h1>
        <ArticleBody html={page.content} />
      </Container>
    </article>
  );
}
