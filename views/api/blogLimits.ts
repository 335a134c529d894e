/** Related articles under a post: the API answers at most this many and the page shows at most this many. */
export const RELATED_POSTS_LIMIT = 3;
