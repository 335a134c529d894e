import { css } from '@emotion/react';
import { Picture } from '../components/Picture';
import { useQuery } from '@tanstack/react-query';
import type { BookDto } from '../api/types';
import { ExternalIcon, StarIcon } from '../components/icons';
import { badgeCss, cardCss, Container, LoadingStatus, pageHeroCss, primaryButtonCss, sectionCss, SkeletonCard } from '../components/ui';
import { booksQuery } from '../data/queries';
import { useSettings } from '../data/settingsQuery';
import { color, media, radius } from '../style/theme';

export const BOOK_SKELETON_COUNT = 4;
const STAR_COUNT = 5;

const starsCss = css`
  display: flex;
  gap: 2px;
  color: ${color.star};
`;

function StarRating({ rating }: { rating: number | null }) {
  const value = rating ?? 0;
  return (
    <div css={starsCss} role="img" aria-label={`Rated ${value} out of ${STAR_COUNT}`}>
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars of a rating are a fixed row of STAR_COUNT
        <StarIcon key={i} size={18} filled={i < Math.round(value)} />
      ))}
    </div>
  );
}

const myBookCss = css`
  ${cardCss};
  display: grid;
  gap: 28px;
  padding: 24px;
  ${media.md} { grid-template-columns: 260px 1fr; padding: 32px; }
  img { width: 100%; max-width: 260px; height: auto; border-radius: ${radius.md}; box-shadow: 0 12px 30px rgba(15, 23, 42, 0.25); margin: 0 auto; }
`;

const myBookTitleCss = css`
  font-size: 1.7rem;
  margin-bottom: 4px;
`;

const myBookSubtitleCss = css`
  font-size: 1.1rem;
  color: ${color.muted};
  margin-bottom: 8px;
`;

const myBookAuthorCss = css`
  font-weight: 600;
  margin-bottom: 10px;
`;

const myBookFactsCss = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
`;

function MyBookCard({ book }: { book: BookDto }) {
  return (
    <article css={myBookCss} id={`book-${book.id}`}>
      {book.coverImage && <Picture src={book.coverImage} sizes="260px" alt={`Cover of ${book.title}`} width={260} height={390} />}
      <div>
        <h3 css={myBookTitleCss}>{book.title}</h3>
        {book.subtitle && <p css={myBookSubtitleCss}>{book.subtitle}</p>}
        <p css={myBookAuthorCss}>by {book.author}</p>
        <div css={myBookFactsCss}>
          <StarRating rating={book.rating} />
          {book.publishedYear && <span css={badgeCss}>{book.publishedYear}</span>}
        </div>
        <p>{book.description}</p>
        <a href={book.amazonUrl} target="_blank" rel="noopener noreferrer" css={primaryButtonCss}>
          Buy on Amazon <ExternalIcon size={16} />
        </a>
      </div>
    </article>
  );
}

const recommendedCss = css`
  ${cardCss};
  padding: 20px 22px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  h3 { font-size: 1.15rem; margin: 0; }
`;

const subtitleCss = css`
  margin: 0;
  color: ${color.muted};
`;

const authorCss = css`
  margin: 0;
  font-weight: 600;
`;

const yearBadgeCss = css`
  ${badgeCss};
  margin-left: 8px;
`;

const descriptionCss = css`
  margin: 6px 0 10px;
  color: ${color.muted};
`;

const buyLinkCss = css`
  margin-top: auto;
  font-weight: 600;
`;

function RecommendedBook({ book }: { book: BookDto }) {
  return (
    <li css={recommendedCss} id={`book-${book.id}`}>
      <h3>{book.title}</h3>
      {book.subtitle && <p css={subtitleCss}>{book.subtitle}</p>}
      <p css={authorCss}>
        {book.author}
        {book.publishedYear && <span css={yearBadgeCss}>{book.publishedYear}</span>}
      </p>
      <p css={descriptionCss}>{book.description}</p>
      <a href={book.amazonUrl} target="_blank" rel="noopener noreferrer" css={buyLinkCss}>
        Buy on Amazon<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </li>
  );
}

const gridCss = css`
  display: grid;
  gap: 20px;
  list-style: none;
  padding: 0;
  margin: 0;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
`;

const noBooksCss = css`
  text-align: center;
  color: ${color.muted};
`;

const myBookSectionCss = css`
  margin-bottom: 64px;
`;

const myBookListCss = css`
  display: grid;
  gap: 24px;
`;

function BookLists({ books }: { books: BookDto[] }) {
  if (books.length === 0) return <p css={noBooksCss}>No books available yet.</p>;
  const mine = books.filter((b) => b.coverImage);
  const recommended = books.filter((b) => !b.coverImage);
  return (
    <>
      {mine.length > 0 && (
        <section aria-labelledby="my-book" css={myBookSectionCss}>
          <h2 id="my-book">My Book</h2>
          <div css={myBookListCss}>
            {mine.map((book) => <MyBookCard key={book.id} book={book} />)}
          </div>
        </section>
      )}
      {recommended.length > 0 && (
        <section aria-labelledby="recommended-reading">
          <h2 id="recommended-reading">Recommended Reading</h2>
          <ul css={gridCss}>
            {recommended.map((book) => <RecommendedBook key={book.id} book={book} />)}
          </ul>
        </section>
      )}
    </>
  );
}

export default function BooksPage() {
  const site = useSettings().identity;
  const books = useQuery(booksQuery());
  return (
    <>
      <section css={pageHeroCss}>
        <Container>
          <h1>Books</h1>
          <p>My own writing on {site.tagline.toLowerCase()}, and the books on artificial intelligence I recommend most.</p>
        </Container>
      </section>
      <section css={sectionCss}>
        <Container>
          {books.isPending ? (
            <div css={gridCss}>
              <LoadingStatus label="Loading books" />
              {/* biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders, all alike and fixed in number */}
              {Array.from({ length: BOOK_SKELETON_COUNT }, (_, i) => <SkeletonCard key={i} lines={4} />)}
            </div>
          ) : books.isError ? (
            <p role="alert">Books could not be loaded. Please try again later.</p>
          ) : (
            <BookLists books={books.data} />
          )}
        </Container>
      </section>
    </>
  );
}
