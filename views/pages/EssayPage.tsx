// One essay on AI and Islam, prefetched by the server.
import { useQuery } from '@tanstack/react-query';
import { formatEssayDate } from '../lib/format';
import type { EssayDto } from '../api/types';
import { ArticleBody } from '../components/ArticleBody';
import { ArticleSkeleton } from '../components/article/ArticleSkeleton';
import { BackLink } from '../components/article/BackLink';
import { ArticleLoadError, isNotFoundError, MissingArticle } from '../components/article/MissingArticle';
import { Conversation } from '../components/article/Conversation';
import { TagList } from '../components/article/TagList';
import { essayReadingTime } from '../components/essays/essayText';
import { CalendarIcon, ClockIcon } from '../components/icons';
import { ShareButton } from '../components/ShareButton';
import { Container, outlineButtonCss } from '../components/ui';
import type { PageProps } from '../app/pageLoader';
import { essayQuery } from '../data/queries';
import { Link } from '../app/router';

function EssayArticle({ essay }: { essay: EssayDto }) {
  return (
    <article className="article-page h-entry">
      <Container narrow>
        <BackLink to="/ai-islam" label="Back to Essays" />
        <data className="u-url" value={`/ai-islam/${encodeURIComponent(essay.slug)}`} />
        <div className="article-meta">
          <span className="article-authors p-author">{essay.authors}</span>
          <span><CalendarIcon size={16} /> <time className="dt-published" dateTime={essay.publishedAt}>{formatEssayDate(essay.publishedAt)}</time></span>
          <span><ClockIcon size={16} /> {essayReadingTime(essay)}</span>
        </div>
        <h1 className="article-title p-name">{essay.title}</h1>
        <p className="article-lead p-summary">{essay.excerpt}</p>
        <div className="article-essay-share print-hidden">
          <ShareButton title={essay.title} />
        </div>
        <ArticleBody html={essay.bodyHtml} />
        <footer className="article-footer">
          <TagList tags={essay.tags} />
          <Link to="/ai-islam" css={outlineButtonCss} className="print-hidden">View All Essays</Link>
        </footer>
        <Conversation html={essay.conversationHtml} />
      </Container>
    </article>
  );
}

export default function EssayPage({ params }: PageProps) {
  const { data: essay, isPending, error } = useQuery(essayQuery(params.slug));
  if (isPending) return <ArticleSkeleton label="Loading essay" />;
  if (!essay) {
    return isNotFoundError(error) ? (
      <MissingArticle title="Essay Not Found" message="The essay you're looking for doesn't exist." backTo="/ai-islam" backLabel="Back to Essays" />
    ) : (
      <ArticleLoadError backTo="/ai-islam" backLabel="Back to Essays" />
    );
  }
  return <EssayArticle essay={essay} />;
}
