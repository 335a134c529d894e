// Webmention's endpoint (src/services/comments/receiveWebmention.ts): form-encoded, answered 202
// once checked and queued; the source is fetched later. Rate-limited like every public write.
import { WebmentionInput } from '../../entities/CommentInputs';
import { acceptWebmention } from '../services/comments/receiveWebmention';
import { defineApi } from './define';

export const webmentionApi = defineApi('blog', (api) => {
  api.post('/webmention', WebmentionInput, ({ db, config }, { body }) => acceptWebmention(db, config.siteUrl, body), { status: 202 });
});
