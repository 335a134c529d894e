import { css } from '@emotion/react';
import { Container, LoadingStatus, skeletonBlockCss, skeletonLastLineCss, skeletonLineCss } from '../ui';

const backLinkBlockCss = css`
  ${skeletonBlockCss};
  height: 16px;
  width: 120px;
  margin-bottom: 28px;
`;

const titleBlockCss = css`
  ${skeletonBlockCss};
  height: 40px;
  width: 85%;
  margin-bottom: 12px;
`;

const metaBlockCss = css`
  ${skeletonBlockCss};
  height: 14px;
  width: 40%;
  margin-bottom: 40px;
`;

/** Placeholder while a post or essay loads after an in-site navigation. */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div className="article-page" aria-busy="true">
      <Container narrow>
        {/* The page keeps a level-one heading while its title is on the way. */}
        <h1 className="visually-hidden">{label}</h1>
        <LoadingStatus label={label} />
        <div aria-hidden="true" data-testid="skeleton">
          <div css={backLinkBlockCss} />
          <div css={titleBlockCss} />
          <div css={metaBlockCss} />
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders, all alike and fixed in number
            <div key={i} css={i === 5 ? skeletonLastLineCss : skeletonLineCss} />
          ))}
        </div>
      </Container>
    </div>
  );
}
