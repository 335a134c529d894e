import { listBooks } from '../services/books';
import { defineApi } from './define';

export const booksApi = defineApi('books', (api) => {
  api.get('/books', ({ db }) => listBooks(db), { cached: true });
});
