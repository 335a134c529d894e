// Every API resource, in one list: the route table of the JSON API.
import { booksApi } from './books';
import type { Endpoint } from './define';
import { newsletterApi } from './newsletter';

export const apiEndpoints: Endpoint[] = [booksApi, newsletterApi].flatMap((table) => table.endpoints);
