// One essay on AI and Islam, prefetched by the server.
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { formatEssayDate } from '../lib/format';
import type { EssayDto } from '../api/types';
import { ArticleBody } from '../components/ArticleBody';
import { articleFooterCss, articleMetaCss, articlePageCss, articleTitleCss } from '../components/article/articleCss';
import { ArticleSkeleton } from '../components/article/ArticleSkeleton';
import { BackLink } from '../components/article/BackLink';
import { ArticleLoadError, isNotFoundError, MissingArticle } from '../components/article/MissingArticle';
import { TagList } from '../components/article/TagList';
import { essayReadingTime } from '../components/essays/essayText';
import { CalendarIcon, ClockIcon } from '../components/icons';
import { ShareButton } from '../components/ShareButton';
import { Container, outlineButtonCss } from '../components/ui';
import type { PageProps } from '../app/pageLoader';
import { essayQuery } from '../data/queries';
import { Link } from '../app/router';
import { color, font } from '../style/theme';

const leadCss = css`
  font-family: ${font.serif};
  font-size: 1.25rem;
  line-height: 1.6;
  color: ${color.muted};
  max-width: 62ch;
  margin: 0 0 24px;
`;

const authorsCss = css`
  font-weight: 600;
  color: ${color.text};
`;

const shareRowCss = css`
  margin: 0 0 40px;
`;

function EssayArticle({ essay }: { essay: EssayDto }) {
  return (
    <article css={articlePageCss}>
      <Container narrow>
        <BackLink to="/ai-islam" label="Back to Essays" />
        <div css={articleMetaCss}>
          <span css={authorsCss}>{essay.authors}</span>
          <span><CalendarIcon size={16} /> <time dateTime={essay.publishedAt}>{formatEssayDate(essay.publishedAt)}</time></span>
          <span><ClockIcon size={16} /> {essayReadingTime(essay)}</span>
        </div>
        <h1 css={articleTitleCss}>{essay.title}</h1>
        <p css={leadCss}>{essay.excerpt}</p>
        <div css={shareRowCss} className="print-hidden">
          <ShareButton title={essay.title} />
        </div>
        <ArticleBody html={essay.bodyHtml} />
        <footer css={articleFooterCss}>
          <TagList tags={essay.tags} />
          <Link to="/ai-islam" css={outlineButtonCss} className="print-hidden">View All Essays</Link>
        </footer>
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
