import { contentTypePages } from './contentTypes/contentTypePages';
import { essays } from './contentTypes/essays';

export default contentTypePages(essays);
