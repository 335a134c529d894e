import { blogPosts } from './contentTypes/blogPosts';
import { contentTypePages } from './contentTypes/contentTypePages';

export default contentTypePages(blogPosts);
