/** Where this site takes Webmentions (POST, form-encoded source and target). */
export const WEBMENTION_PATH = '/api/webmention';
