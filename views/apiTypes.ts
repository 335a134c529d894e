// The JSON shapes the public API answers: plain data with ISO date strings. Shared by the
// services that build them and the pages that show them.

export interface BookDto {
  id: number;
  title: string;
  subtitle: string | null;
  author: string;
  rating: number | null;
  publishedYear: number | null;
  description: string;
  amazonUrl: string;
  coverImage: string | null;
}

export interface SubscribeResultDto {
  success: true;
  message: string;
}
