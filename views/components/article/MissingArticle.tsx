// What a post or essay page shows when its item does not exist (the server answers 404) or no
// longer does (410, deleted), or when it could not be loaded at all.
import { Link } from '../../app/router';
import { ArrowLeftIcon } from '../icons';
import { Container, primaryButtonCss } from '../ui';
import { BackLink } from './BackLink';

/** True for a 404 or a 410 answer: an ApiError in the browser, or the dehydrated server error ({ status }). */
export const isNotFoundError = (error: unknown) => {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 404 || status === 410;
};

export function MissingArticle({ title, message, backTo, backLabel }: { title: string; message: string; backTo: string; backLabel: string }) {
  return (
    <section className="article-page article-missing">
      <Container narrow>
        <h1 className="article-first-line">{title}</h1>
        <p>{message}</p>
        <Link to={backTo} css={primaryButtonCss}>
          <ArrowLeftIcon size={18} /> {backLabel}
        </Link>
      </Container>
    </section>
  );
}

export function ArticleLoadError({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <section className="article-page article-missing">
      <Container narrow>
        <p role="alert" className="article-first-line">This page could not be loaded. Please try again later.</p>
        <BackLink to={backTo} label={backLabel} />
      </Container>
    </section>
  );
}
