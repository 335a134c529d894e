// What a post or essay page shows when its item does not exist (the server answers 404) or no
// longer does (410, deleted), or when it could not be loaded at all.
import { css } from '@emotion/react';
import { Link } from '../../app/router';
import { ArrowLeftIcon } from '../icons';
import { Container, primaryButtonCss } from '../ui';
import { articlePageCss } from './articleCss';
import { BackLink } from './BackLink';

const missingPageCss = css`
  ${articlePageCss};
  text-align: center;
  min-height: 60vh;
`;

const firstLineCss = css`
  margin-top: 48px;
`;

/** True for a 404 or a 410 answer: an ApiError in the browser, or the dehydrated server error ({ status }). */
export const isNotFoundError = (error: unknown) => {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 404 || status === 410;
};

export function MissingArticle({ title, message, backTo, backLabel }: { title: string; message: string; backTo: string; backLabel: string }) {
  return (
    <section css={missingPageCss}>
      <Container narrow>
        <h1 css={firstLineCss}>{title}</h1>
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
    <section css={missingPageCss}>
      <Container narrow>
        <p role="alert" css={firstLineCss}>This page could not be loaded. Please try again later.</p>
        <BackLink to={backTo} label={backLabel} />
      </Container>
    </section>
  );
}
