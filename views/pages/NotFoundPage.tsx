import { css } from '@emotion/react';
import { Link } from '../app/router';
import { Container, primaryButtonCss } from '../components/ui';
import { useSettings } from '../data/settingsQuery';
import { color, headerHeight } from '../style/theme';

const notFoundCss = css`
  padding: calc(${headerHeight} + 96px) 0 96px;
  text-align: center;
`;

const codeCss = css`
  font-size: 4rem;
  font-weight: 800;
  margin: 0;
  color: ${color.link};
  opacity: 0.75;
`;

export default function NotFoundPage() {
  const { copy } = useSettings();
  return (
    <section css={notFoundCss}>
      <Container narrow>
        <p css={codeCss} aria-hidden="true">404</p>
        <h1>{copy.notFoundTitle}</h1>
        <p>{copy.notFoundText}</p>
        <Link to="/" css={primaryButtonCss}>
          Back to Home
        </Link>
      </Container>
    </section>
  );
}
