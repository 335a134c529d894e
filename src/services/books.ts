import type { DataSource } from 'typeorm';
import { Book } from '../../entities';
import type { BookDto } from '../../views/api/types';

export const toBookDto = (book: Book): BookDto => ({
  id: book.id,
  title: book.title,
  subtitle: book.subtitle,
  author: book.author,
  rating: book.rating,
  publishedYear: book.publishedYear,
  description: book.description,
  amazonUrl: book.amazonUrl,
  coverImage: book.coverImage,
});

export async function listBooks(db: DataSource): Promise<BookDto[]> {
  const books = await db.getRepository(Book).find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  return books.map(toBookDto);
}
