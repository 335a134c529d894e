import { listBooks } from '../services/books';
import { defineApi } from './define';

export const booksApi = defineApi((api) => {
  api.get('/books', ({ db }) => listBooks(db), { cached: true });
});
