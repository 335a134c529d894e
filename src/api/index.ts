// Every API resource, in one list: the route table of the JSON API.
import { adminApis } from './admin';
import { blogApi } from './blog';
import { booksApi } from './books';
import { categoriesApi } from './categories';
import { brainTeasersApi } from './brainTeasers';
import { contactApi } from './contact';
import type { Endpoint } from './define';
import { emailEventsApi } from './emailEvents';
import { essaysApi } from './essays';
import { legacyApi } from './legacy';
import { newsletterApi } from './newsletter';
import { pagesApi } from './pages';
import { previewApis } from './previews';
import { quotesApi } from './quotes';
import { resourcesApi } from './resources';
import { searchApi } from './search';
import { settingsApi } from './settings';
import { webmentionApi } from './webmention';

export const apiEndpoints: Endpoint[] = [booksApi, newsletterApi, brainTeasersApi, quotesApi, contactApi, blogApi, categoriesApi, essaysApi, pagesApi, legacyApi, resourcesApi, searchApi, settingsApi, emailEventsApi, webmentionApi, ...previewApis, ...adminApis].flatMap((table) => table.endpoints);
